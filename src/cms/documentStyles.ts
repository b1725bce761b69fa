/**
 * Adds the set-ups' own styles to an editor's page (its dialogs, its editing view) as a constructed
 * sheet, once per document and key: it passes a CSP that allows no inline style, and it stays out
 * of the content the editor writes.
 */
export function adoptDocumentStyles(document: Document, css: string, key: string): void {
  const view = document.defaultView;
  const marked = (sheet: CSSStyleSheet) => (sheet as { storefrontKey?: string }).storefrontKey === key;
  if (!view || document.adoptedStyleSheets.some(marked)) return;
  const sheet = Object.assign(new view.CSSStyleSheet(), { storefrontKey: key });
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
