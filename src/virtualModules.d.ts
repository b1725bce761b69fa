// Modules a build makes (vite.config.ts), for TypeScript.

declare module 'virtual:storefront/prerendered-styles' {
  /** Each element's pre-rendered style and its CSP source, by tag, computed when the server is built (scripts/prerenderedStyles.ts). */
  const styles: Readonly<Record<string, import('../scripts/prerenderedStyles').PrerenderedStyle>>;
  export default styles;
}
