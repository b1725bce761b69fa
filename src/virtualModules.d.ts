// Modules a build makes (vite.config.ts), for TypeScript.

declare module 'virtual:storefront/prerendered-styles' {
  /** Each element's pre-rendered style and its CSP source, by tag, computed when the server is built (scripts/prerenderedStyles.ts). */
  const styles: Readonly<Record<string, import('../scripts/prerenderedStyles').PrerenderedStyle>>;
  export default styles;
}

declare module 'virtual:storefront/market-chunks' {
  /**
   * Each market module's file name (`storefront-elements.de.js`), with the chunk set of each element's
   * view: the files, relative to the module, each view's first. Null where no market module was built.
   */
  const chunks: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> | null;
  export default chunks;
}
