// What a visitor feels of the kit on a shop page: the text below a sign-up, in a slot of any width,
// stays in place when the module runs and the images load (the page's reserve stylesheet,
// dist/storefront-elements.css), as does the text below a footer once the footer shows; and an
// element far below the fold renders only when the visitor comes near it or the page is idle.
// Timings are the bench's (npm run bench); these tests check positions and what is in the DOM.
// Screenshots of two slots at first paint and settled go to artifacts/ (not committed) to be looked at.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { allHydrated, fragment } from './support/prerendered';
import { loadAllImages, reactSettled, useBrowser } from './support/harness';

const browser = useBrowser();

/** Every site, written out: a site added without its measured heights fails here. */
const SITES = ['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'SK', 'TR', 'PL'] as const;
const ARTICLE = `<p>${'Frisch gerösteter Kaffee, sorgfältig ausgewählt und fair gehandelt. '.repeat(12)}</p>`;

/** A shop page with the reserve stylesheet in its head; the test loads the module when it wants to. */
const shopPage = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>
<meta name="viewport" content="width=device-width">
<link rel="stylesheet" href="/dist/storefront-elements.css"></head><body>${body}</body></html>`;

const SHOTS = new URL('../artifacts/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

/** Slots a page gives the kit: sidebars, phones, content columns, tablets, a desktop page. */
const SLOT_WIDTHS = [280, 300, 375, 412, 600, 768, 800, 1280] as const;
/** The sign-up's images at the sizes the specification names them (newsletter_image_{size}.jpg). */
const IMAGE_SIZES: Record<string, readonly [number, number]> = { '400x300': [400, 300], '273x273': [273, 273] };
/** The market file whose fragments (dist/html/<market>/) carry each site. */
const MARKET_OF: Record<(typeof SITES)[number], string> = {
  DE: 'de',
  AT: 'at',
  CH: 'ch',
  CH_FR: 'ch',
  CZ: 'cz',
  HU: 'hu',
  SK: 'sk',
  TR: 'tr',
  PL: 'pl',
};
/**
 * What a slot holds, and from when its space is held: the reserve holds the sign-up's from the
 * first paint; it holds nothing for the footer, whose space is its own from its first paint with
 * content (with its sign-up in it), or from the page's first paint when the footer is pre-rendered.
 */
const SLOT_KINDS = [
  { kind: 'nl-signup', heldFrom: 'first paint', markup: (site: string) => `<nl-signup site="${site}"></nl-signup>` },
  {
    kind: 'shop-footer newsletter',
    heldFrom: 'content',
    markup: (site: string) => `<shop-footer site="${site}" newsletter></shop-footer>`,
  },
  {
    kind: 'pre-rendered shop-footer newsletter',
    heldFrom: 'first paint',
    markup: (site: (typeof SITES)[number]) => fragment(MARKET_OF[site], `shop-footer.${site}.newsletter`),
  },
] as const;

/** Every kind of slot at every width side by side (the page scrolls sideways), each followed by text. */
const slotsPage = (site: (typeof SITES)[number]) =>
  shopPage(
    `<div style="display:flex;align-items:flex-start;gap:24px;width:max-content">${SLOT_KINDS.flatMap(({ kind, markup }) =>
      SLOT_WIDTHS.map(
        (width) =>
          `<div class="slot" data-slot="${kind} ${width}" style="width:${width}px">${markup(site)}<p class="after">Text below the slot.</p></div>`,
      ),
    ).join('')}</div>`,
  );

/** From now on, records every frame where the text below each slot is and whether its element shows its content. */
const recordSlotFrames = (page: Page) =>
  page.evaluate(() => {
    const frames: { top: number; shown: boolean }[][] = [];
    window.slotFrames = frames;
    const slots = [...document.querySelectorAll('.slot')];
    const record = () => {
      if (window.slotFrames !== frames) return;
      frames.push(
        slots.map((slot) => ({
          top: slot.querySelector('p.after')!.getBoundingClientRect().top + scrollY,
          shown: Boolean(slot.firstElementChild!.shadowRoot?.querySelector('form, footer:not([aria-busy])')),
        })),
      );
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });

/** Every sign-up, the footers' own included, shows its form, and every footer its content. */
const everyElementShown = (page: Page) =>
  page.waitForFunction(() => {
    const signupShown = (element: Element | null | undefined) =>
      Boolean(element?.shadowRoot?.querySelector('input[name="newsletterEmail"]'));
    return [...document.querySelectorAll('.slot > :first-child')].every((element) =>
      element.localName === 'nl-signup'
        ? signupShown(element)
        : Boolean(element.shadowRoot?.querySelector('footer.ft:not([aria-busy])')) &&
          signupShown(element.shadowRoot?.querySelector('nl-signup')),
    );
  });

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
  it.each(SITES)(
    'keeps the text below %s’s sign-up in place in slots of 280 to 1280 px from the first paint, and below the footer with its sign-up from the footer’s first paint, until the images of the real sizes have loaded',
    async (site) => {
      const context = await browser.newContext({ width: 1280, height: 900 });
      await context.route('**/newsletter_image_*.jpg', (route) => {
        const size = /newsletter_image_(\d+x\d+)\.jpg$/.exec(route.request().url())?.[1] ?? '';
        const [width, height] = IMAGE_SIZES[size];
        return route.fulfill({
          contentType: 'image/svg+xml',
          body: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#7a9cb8"/></svg>`,
        });
      });
      const page = await context.newPage();
      await page.route(`${browser.url}/slots.html`, (route) => route.fulfill({ contentType: 'text/html', body: slotsPage(site) }));
      await page.goto(`${browser.url}/slots.html`);
      const shots = site === 'DE' ? ['nl-signup 300', 'nl-signup 600'] : [];
      const screenshot = (state: string) =>
        Promise.all(
          shots.map((slot) =>
            page.locator(`[data-slot="${slot}"]`).screenshot({ path: `${SHOTS}reserve-${slot.replace(' ', '-')}-${state}.png` }),
          ),
        );
      await screenshot('first-paint');
      await recordSlotFrames(page);
      await loadModule(page);
      await everyElementShown(page);
      await allHydrated(page);
      await loadAllImages(page);
      await reactSettled(page);
      await screenshot('settled');

      const frames = await page.evaluate(() => {
        const recorded = window.slotFrames ?? [];
        window.slotFrames = undefined;
        return recorded;
      });
      const images = await page.evaluate(() =>
        [...document.querySelectorAll('.slot > :first-child')].flatMap((element) => {
          const root = element.shadowRoot?.querySelector('nl-signup')?.shadowRoot ?? element.shadowRoot;
          return [...(root?.querySelectorAll('img') ?? [])].map((image) => `${image.naturalWidth}x${image.naturalHeight}`);
        }),
      );
      expect(new Set(images)).toEqual(new Set(Object.keys(IMAGE_SIZES)));

      const slots = SLOT_KINDS.flatMap(({ kind, heldFrom }) => SLOT_WIDTHS.map((width) => ({ slot: `${kind} ${width}`, heldFrom })));
      const moved = slots
        .map(({ slot, heldFrom }, i) => {
          const from = heldFrom === 'content' ? frames.findIndex((frame) => frame[i].shown) : 0;
          const tops = frames.slice(from).map((frame) => frame[i].top);
          return { slot, by: Math.round(Math.max(...tops) - Math.min(...tops)) };
        })
        .filter(({ by }) => by > 2);
      expect(moved).toEqual([]);
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
    await reactSettled(page);
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
