/**
 * The market whose texts and content this module carries; null when it carries every site's (the
 * all-sites module). A market module's build replaces this file, and the two beside it that glob the
 * locale files (bundledTexts.ts, bundledContent.ts), with its market's (vite.config.ts,
 * marketContents). Three modules, so that each lands in the chunk that uses it: the market's name in
 * the page's module, the texts with the elements' views, an element's content data with its view.
 */
export const BUNDLED_MARKET: string | null = null;
