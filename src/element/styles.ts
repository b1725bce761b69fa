import helpersCss from '../widgets/helpers.css?inline';
import { TOKENS_CSS } from '../theme/tokens';
import baseCss from './base.css?inline';

/** An element's own base: the kit's tokens on the host, the host's box and the root, the widgets' helper classes. */
export const BASE_CSS = [TOKENS_CSS, baseCss, helpersCss].join('\n');

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
 * Adopts the base sheet and the given sheets into a shadow root. The sheets are constructed once
 * and shared by every element of a kind; constructable sheets also pass a strict CSP. Without
 * constructable sheets, `<style>` elements are appended (after the root's own content).
 * `base: false` leaves out the base sheet, for an element whose slotted page content must keep
 * the page's font (the base sheet resets the host's).
 */
export function adoptStyles(root: ShadowRoot, css: readonly string[], { base = true }: { base?: boolean } = {}): void {
  const texts = [...(base ? [BASE_CSS] : []), ...css.filter(Boolean)];
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
