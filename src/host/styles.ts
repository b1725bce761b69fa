import baseCss from './base.css?inline';

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
 * Adopts the base sheet and the block's sheets into a shadow root. The sheets are constructed once
 * and shared by every element of a kind; constructable sheets also pass a strict CSP.
 */
export function adoptStyles(root: ShadowRoot, blockCss: readonly string[]): void {
  const texts = [baseCss, ...blockCss.filter(Boolean)];
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
