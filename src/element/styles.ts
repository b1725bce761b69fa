const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Adopts the given sheets into a shadow root. The sheets are constructed once and shared by every
 * element of a kind; constructable sheets also pass a strict CSP. Without constructable sheets,
 * `<style>` elements are appended (after the root's own content).
 */
export function adoptStyles(root: ShadowRoot, css: readonly string[]): void {
  const texts = css.filter(Boolean);
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
    root.adoptedStyleSheets = texts.map(sheetFor);
    return;
  }
  for (const text of texts) {
    const style = document.createElement('style');
    style.textContent = text;
    root.append(style);
  }
}
