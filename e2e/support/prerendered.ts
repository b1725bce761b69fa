// What the pre-rendered suites share: the fragments of dist/html/, a shop page holding them, and
// how far React has hydrated them.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const fragment = (market: string, name: string) => readFileSync(`dist/html/${market}/${name}.html`, 'utf8');

/** A shop page holding fragments: the reserve stylesheet in its head and, unless `module` is null, a module. */
export const shopPage = (body: string, module: string | null = '/dist/storefront-elements.js') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title><meta name="viewport" content="width=device-width">
<link rel="stylesheet" href="/dist/storefront-elements.css">${module ? `<script type="module" src="${module}"></script>` : ''}</head>
<body>${body}</body></html>`;

export const ARTICLE = '<p class="after">Frisch gerösteter Kaffee, sorgfältig ausgewählt und fair gehandelt.</p>';

/**
 * In the page: whether each element of the kit whose shadow root holds its content's wrapper (a
 * `.sf-container` child: pre-rendered markup, or a render) has rendered it, by the elements' public
 * signal, the custom state `sf-rendered` (docs/on-your-page.md). Written without outside names, so
 * that it runs in the page as it is: `page.evaluate` and the engines' scripts (e2e/engines/flows.ts)
 * take its source.
 */
export function wrappersHydrated(root: ShadowRoot | null | undefined): boolean[] {
  if (!root || ![...root.children].some((child) => child.classList.contains('sf-container'))) return [];
  return [root.host.matches(':state(sf-rendered)')];
}

/** In the page: the hydration of every pre-rendered content of the document, also inside other elements' shadow roots. */
function hydrationIn(doc: Document, hydrated: typeof wrappersHydrated): { hydrated: number; total: number } {
  const states: boolean[] = [];
  const visit = (root: Document | ShadowRoot) => {
    for (const host of root.querySelectorAll('*')) {
      if (!host.shadowRoot) continue;
      states.push(...hydrated(host.shadowRoot));
      visit(host.shadowRoot);
    }
  };
  visit(doc);
  return { hydrated: states.filter(Boolean).length, total: states.length };
}

/** How many pre-rendered contents (also inside other elements' shadow roots) React has hydrated, and how many there are. */
export const hydration = (page: Page): Promise<{ hydrated: number; total: number }> =>
  page.evaluate(`(${hydrationIn})(document, ${wrappersHydrated})`);

export const allHydrated = async (page: Page) => {
  await expect.poll(async () => (await hydration(page)).hydrated, { timeout: 15_000 }).toBe((await hydration(page)).total);
};

/** A page that is never idle for the kit: only coming near or a first interaction wakes a pre-rendered element. */
export const NEVER_IDLE = 'window.requestIdleCallback = () => 0;';

/** Whether React has hydrated the pre-rendered content of the page's (first) <shop-footer>. */
export const footerHydrated = (page: Page): Promise<boolean> =>
  page.evaluate(`(${wrappersHydrated})(document.querySelector('shop-footer')?.shadowRoot)[0] === true`);
