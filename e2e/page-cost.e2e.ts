// What a visitor feels of the kit on a shop page: the text below a sign-up never jumps when the
// module runs (the page's reserve stylesheet, dist/storefront-elements.css), and an element far
// below the fold renders only when the visitor comes near it or the page is idle. Timings are the
// bench's (npm run bench); these tests check positions and what is in the DOM.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/harness';

const browser = useBrowser();

/** Every site, written out: a site added without its measured heights fails here. */
const SITES = ['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'SK', 'TR', 'PL'] as const;
const ARTICLE = `<p>${'Frisch gerösteter Kaffee, sorgfältig ausgewählt und fair gehandelt. '.repeat(12)}</p>`;

/** A shop page with the reserve stylesheet in its head; the test loads the module when it wants to. */
const shopPage = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>
<meta name="viewport" content="width=device-width">
<link rel="stylesheet" href="/dist/storefront-elements.css"></head><body>${body}</body></html>`;

const loadModule = (page: Page) =>
  page.evaluate(() => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = '/dist/storefront-elements.js';
    document.head.append(script);
  });

/** The top of each paragraph that follows a sign-up, in page coordinates. */
const textPositions = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('p.after')].map((text) => Math.round((text.getBoundingClientRect().top + scrollY) * 10) / 10),
  );

describe('the reserve stylesheet', () => {
  it.each([320, 412, 1280])(
    'keeps the text below each site’s sign-up in place at %i px, before the module runs and through the first render',
    async (width) => {
      const body = SITES.map((site) => `<h2>${site}</h2><nl-signup site="${site}"></nl-signup><p class="after">${ARTICLE}</p>`).join('');
      const { page } = await browser.open('/reserve.html', { width, height: 915, document: shopPage(body) });
      const before = await textPositions(page);
      await page.evaluate(() => {
        window.layoutShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) window.layoutShifts?.push(entry.value);
        }).observe({ type: 'layout-shift' });
      });
      await loadModule(page);
      await page.waitForFunction(
        (count) =>
          [...document.querySelectorAll('nl-signup')].filter((element) =>
            element.shadowRoot?.querySelector('input[name="newsletterEmail"]'),
          ).length === count,
        SITES.length,
      );
      const after = await textPositions(page);
      const moved = SITES.map((site, i) => ({ site, by: Math.abs(after[i] - before[i]) })).filter(({ by }) => by >= 2);
      expect(moved).toEqual([]);
      expect(await page.evaluate(() => window.layoutShifts)).toEqual([]);
    },
  );
});

describe('an element far below the fold', () => {
  const FAR_BELOW = `<nl-signup site="DE"></nl-signup>${ARTICLE.repeat(30)}<shop-footer site="DE"></shop-footer>`;
  /** The page's idle callbacks wait until the test says the page is idle. */
  const HELD_IDLE = `window.__idle = []; window.requestIdleCallback = (callback) => window.__idle.push(callback); window.cancelIdleCallback = () => {};`;
  const footerRendered = (page: Page) =>
    page.evaluate(() => document.querySelector('shop-footer')?.shadowRoot?.querySelector('footer') !== null);

  async function openFarBelow() {
    const opened = await browser.open('/far-below.html', { width: 412, height: 915, html: FAR_BELOW, initScript: HELD_IDLE });
    const { page } = opened;
    await page.waitForFunction(() => document.querySelector('nl-signup')?.shadowRoot?.querySelector('input[name="newsletterEmail"]'));
    await page.evaluate(() => new Promise((frames) => requestAnimationFrame(() => requestAnimationFrame(frames))));
    return opened;
  }

  it('is not rendered at load, and is once the visitor scrolls within a viewport of it', async () => {
    const { page } = await openFarBelow();
    expect(await footerRendered(page)).toBe(false);
    await page.evaluate(() => {
      const footerTop = document.querySelector('shop-footer')!.getBoundingClientRect().top + scrollY;
      scrollTo(0, footerTop - 1.8 * innerHeight);
    });
    await expect.poll(() => footerRendered(page)).toBe(true);
  });

  it('is rendered once the page is idle, without scrolling', async () => {
    const { page } = await openFarBelow();
    expect(await footerRendered(page)).toBe(false);
    await page.evaluate(() => {
      for (const callback of window.__idle?.splice(0) ?? []) callback({ didTimeout: false, timeRemaining: () => 50 });
    });
    await expect.poll(() => footerRendered(page)).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});
