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

/** How many pre-rendered contents (also inside other elements' shadow roots) React has hydrated, and how many there are. */
export const hydration = (page: Page) =>
  page.evaluate(() => {
    const wrappers: Element[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const host of root.querySelectorAll('*')) {
        if (!host.shadowRoot) continue;
        wrappers.push(...[...host.shadowRoot.children].filter((child) => child.classList.contains('sf-container')));
        visit(host.shadowRoot);
      }
    };
    visit(document);
    const hydrated = wrappers.filter((wrapper) => Object.keys(wrapper).some((key) => key.startsWith('__reactContainer$')));
    return { hydrated: hydrated.length, total: wrappers.length };
  });

export const allHydrated = async (page: Page) => {
  await expect.poll(async () => (await hydration(page)).hydrated, { timeout: 15_000 }).toBe((await hydration(page)).total);
};

/** A page that is never idle for the kit: only coming near or a first interaction wakes a pre-rendered element. */
export const NEVER_IDLE = 'window.requestIdleCallback = () => 0;';
export const footerHydrated = (page: Page) =>
  page.evaluate(() => {
    const wrapper = [...(document.querySelector('shop-footer')?.shadowRoot?.children ?? [])].find((child) =>
      child.classList.contains('sf-container'),
    );
    return Object.keys(wrapper ?? {}).some((key) => key.startsWith('__reactContainer$'));
  });
