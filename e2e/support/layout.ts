import type { Page } from 'playwright-core';

/** Readers' text-spacing overrides of WCAG 1.4.12, put into every shadow root (page CSS cannot reach in). */
export const TEXT_SPACING_CSS = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

export async function applyTextSpacing(page: Page): Promise<void> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    const visit = (root: Document | ShadowRoot) => {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
    };
    visit(document);
  }, TEXT_SPACING_CSS);
}

/**
 * Pairs of visible text runs whose line boxes overlap (more than 1 px each way), and how far the
 * page scrolls sideways. Text runs are the lines of every text node, shadow roots included, cut
 * to what their scrolling or clipping ancestors show (visually hidden text shows nothing).
 */
export async function textOverlapsAndOverflow(page: Page): Promise<{ overlaps: string[]; sideways: number }> {
  return page.evaluate(() => {
    const runs: { text: string; rect: DOMRect }[] = [];
    // The box that clips an element's content: its ancestors' boxes with overflow other than visible.
    const clips = new Map<Element, DOMRect | null>();
    const clipOf = (element: Element | null): DOMRect | null => {
      if (!element) return null;
      if (clips.has(element)) return clips.get(element) ?? null;
      const parent = element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);
      let clip = clipOf(parent);
      const style = getComputedStyle(element);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clip !== 'auto') {
        const box = element.getBoundingClientRect();
        clip = clip ? intersect(clip, box) : box;
      }
      clips.set(element, clip);
      return clip;
    };
    const intersect = (a: DOMRect, b: DOMRect) => {
      const left = Math.max(a.left, b.left);
      const top = Math.max(a.top, b.top);
      return new DOMRect(left, top, Math.max(0, Math.min(a.right, b.right) - left), Math.max(0, Math.min(a.bottom, b.bottom) - top));
    };
    const visit = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        if (!text) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const clip = clipOf(node.parentElement);
        for (const line of range.getClientRects()) {
          const rect = clip ? intersect(line, clip) : line;
          if (rect.width > 1 && rect.height > 1) runs.push({ text: text.slice(0, 40), rect });
        }
      }
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
    };
    visit(document);
    const overlaps: string[] = [];
    for (let i = 0; i < runs.length; i += 1) {
      for (let j = i + 1; j < runs.length; j += 1) {
        const [a, b] = [runs[i].rect, runs[j].rect];
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 1 && y > 1) overlaps.push(`"${runs[i].text}" / "${runs[j].text}"`);
      }
    }
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    return { overlaps, sideways };
  });
}

/**
 * Every link, button and field (shadow roots included) that is not wholly inside the viewport, and
 * every icon or line of text that is not wholly inside its control or is squeezed (the kit's icons
 * are square); and how far the page scrolls sideways. Text is cut to what its clipping ancestors
 * inside the control show (visually hidden text shows nothing).
 */
export async function controlsOutOfPlace(page: Page): Promise<{ outOfPlace: string[]; sideways: number }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const outOfPlace: string[] = [];
    const span = ({ left, right }: { left: number; right: number }) => `${left.toFixed(1)}–${right.toFixed(1)}`;
    const within = (inner: { left: number; right: number }, outer: { left: number; right: number }) =>
      inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
    const shownText = (text: Text, control: Element) => {
      const range = document.createRange();
      range.selectNodeContents(text);
      let clip = { left: Number.NEGATIVE_INFINITY, right: Number.POSITIVE_INFINITY };
      for (let element = text.parentElement; element && element !== control; element = element.parentElement) {
        const style = getComputedStyle(element);
        if (style.overflowX === 'visible' && style.clip === 'auto') continue;
        const box = element.getBoundingClientRect();
        clip = { left: Math.max(clip.left, box.left), right: Math.min(clip.right, box.right) };
      }
      return [...range.getClientRects()]
        .map((line) => ({ left: Math.max(line.left, clip.left), right: Math.min(line.right, clip.right) }))
        .filter((line) => line.right - line.left > 1);
    };
    const check = (control: Element) => {
      const box = control.getBoundingClientRect();
      if (control.closest('[inert]') || (box.width === 0 && box.height === 0)) return;
      const name = `${control.localName} "${(control.textContent || control.getAttribute('name') || '').trim().slice(0, 40)}"`;
      if (!within(box, { left: 0, right: viewport })) outOfPlace.push(`${name} at ${span(box)}`);
      for (const icon of control.querySelectorAll('svg')) {
        const iconBox = icon.getBoundingClientRect();
        if (!within(iconBox, box) || iconBox.width < iconBox.height - 0.5)
          outOfPlace.push(`${name}: icon at ${span(iconBox)}, ${iconBox.width.toFixed(1)} px wide, in ${span(box)}`);
      }
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const line of shownText(node as Text, control))
          if (!within(line, box)) outOfPlace.push(`${name}: "${node.textContent?.trim().slice(0, 30)}" at ${span(line)} in ${span(box)}`);
      }
    };
    const visit = (root: Document | ShadowRoot) => {
      for (const control of root.querySelectorAll('a[href], button, input, select, textarea')) check(control);
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
    };
    visit(document);
    return { outOfPlace, sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth };
  });
}
