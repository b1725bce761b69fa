// Pre-rendered markup (docs/prerendered.md): the fragments of dist/html/ paint with no
// script, look as the module's own render does, and the module hydrates them (no mismatch for any
// site or variant) when they are needed (prerendered.hydrated.e2e.ts: how they behave then).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTICLE, allHydrated, fragment, hydration, shopPage } from './support/prerendered';
import { loadAllImages, ownErrors, useBrowser } from './support/harness';

/** Each market module and the sites it carries, written out (docs/on-your-page.md, "Which module a page loads"). */
const MARKETS = {
  de: ['DE'],
  at: ['AT'],
  ch: ['CH', 'CH_FR'],
  cz: ['CZ'],
  hu: ['HU'],
  sk: ['SK'],
  tr: ['TR'],
  pl: ['PL'],
} as const;
const FOOTER_VARIANTS = ['', '.newsletter', '.reduced', '.checkout'];

const STYLE_HASHES: Record<string, string> = JSON.parse(readFileSync('dist/html/style-hashes.json', 'utf8'));
const STRICT_CSP = `default-src 'self'; script-src 'self'; style-src 'self' ${Object.values(STYLE_HASHES).join(' ')}; img-src 'self' data:`;

const browser = useBrowser();

/** The box of each kit element and of the text after it, rounded to the pixel. */
const boxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('nl-signup, shop-footer, p.after')].map((element) => {
      const { top, height } = element.getBoundingClientRect();
      return `${element.localName}: ${Math.round(top + scrollY)} +${Math.round(height)}`;
    }),
  );

/**
 * A full-page screenshot once every image inside the shadow roots (which `document.images` does not
 * list) has loaded and two screenshots in a row are the same.
 */
async function settledScreenshot(page: Page): Promise<Buffer> {
  await loadAllImages(page);
  let previous = await page.screenshot({ fullPage: true, animations: 'disabled' });
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const next = await page.screenshot({ fullPage: true, animations: 'disabled' });
    if (Buffer.compare(next, previous) === 0) return next;
    previous = next;
  }
  throw new Error('The page kept changing between screenshots.');
}

describe('pre-rendered markup with no script', () => {
  it.each([375, 768, 1280])('shows the sign-up and the footer at %i px as the module renders them, with real links', async (width) => {
    const body = `<h1>Shop</h1>${fragment('de', 'nl-signup.DE')}${ARTICLE}${fragment('de', 'shop-footer.DE.newsletter')}`;
    const noScript = await browser.newContext({ width, height: 900 });
    const page = await noScript.newPage();
    await page.route('**/no-script.html', (route) => route.fulfill({ contentType: 'text/html', body: shopPage(body, null) }));
    await page.goto(`${browser.url}/no-script.html`);
    const preRendered = await settledScreenshot(page);
    const preRenderedBoxes = await boxes(page);

    // The same page as the module renders it, without fragments, once everything is rendered.
    const clientBody = `<h1>Shop</h1><nl-signup site="DE"></nl-signup>${ARTICLE}<shop-footer site="DE" newsletter></shop-footer>`;
    const { page: client } = await browser.open('/client.html', { width, height: 900, document: shopPage(clientBody) });
    await client.waitForFunction(() => {
      const footer = document.querySelector('shop-footer')?.shadowRoot?.querySelector('footer.ft:not([aria-busy])');
      const signups = [document.querySelector('nl-signup'), footer?.querySelector('nl-signup')];
      return signups.every((signup) => signup?.shadowRoot?.querySelector('form'));
    });
    expect(await boxes(client)).toEqual(preRenderedBoxes);
    expect(Buffer.compare(await settledScreenshot(client), preRendered)).toBe(0);

    const links = await page.evaluate(() =>
      [...(document.querySelector('shop-footer')?.shadowRoot?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href')),
    );
    expect(links.length).toBeGreaterThan(30);
    expect(links.filter((href) => !href || href === '#')).toEqual([]);
  });

  it('the footer’s links are in the page’s HTML as a crawler fetches it', async () => {
    const html = fragment('de', 'shop-footer.DE');
    for (const href of ['/impressum', '/privacy', '/agb', '/widerrufsrecht', '/kaffee', '/kaffee-abo', 'https://www.bevh.org/'])
      expect(html).toContain(`href="${href}"`);
  });
});

/** These pages hold sign-up fragments beside footers with their sign-up: the one warning a page with two forms gets. */
const TWO_FORMS =
  "[storefront-elements] <nl-signup>: and a <shop-footer newsletter> on the page each show a sign-up form: a visitor sees two. Leave out the footer's newsletter attribute, or this <nl-signup>.";

describe('hydration', () => {
  it.each(Object.entries(MARKETS))(
    'the %s module hydrates every fragment of its sites with no mismatch and nothing logged',
    async (market, sites) => {
      const body = sites
        .flatMap((site) => [
          fragment(market, `nl-signup.${site}`),
          ...FOOTER_VARIANTS.map((variant) => fragment(market, `shop-footer.${site}${variant}`)),
          fragment(market, `preview-panel.${site}`),
        ])
        .join(ARTICLE);
      const opened = await browser.open('/market.html', {
        width: 412,
        height: 915,
        document: shopPage(body, `/dist/markets/storefront-elements.${market}.js`),
      });
      // One nested sign-up per footer with `newsletter`. The staff tool says it has rendered too: for a
      // visitor (no staff cookie) its markup stays as it is, and its code is not even loaded.
      await expect.poll(async () => (await hydration(opened.page)).hydrated, { timeout: 15_000 }).toBe(sites.length * 7);
      expect(await hydration(opened.page)).toEqual({ hydrated: sites.length * 7, total: sites.length * 7 });
      const fetched = await opened.page.evaluate(() => performance.getEntriesByType('resource').map(({ name }) => name));
      expect(fetched.filter((url) => url.includes('/chunks/shop-footer.view-'))).toHaveLength(1);
      expect(fetched.filter((url) => url.includes('/chunks/preview-panel.view-'))).toEqual([]);
      expect(ownErrors(opened.errors)).toEqual([]);
      expect(opened.warnings).toEqual([TWO_FORMS]);
      expect(opened.pageErrors).toEqual([]);
    },
  );

  it('the all-sites module hydrates every site’s fragments, under a strict CSP that allows only their style hashes and enforces Trusted Types', async () => {
    const body = Object.entries(MARKETS)
      .flatMap(([market, sites]) =>
        sites.flatMap((site) => [fragment(market, `nl-signup.${site}`), fragment(market, `shop-footer.${site}.newsletter`)]),
      )
      .join(ARTICLE);
    const opened = await browser.open('/all.html', {
      width: 1280,
      height: 900,
      document: shopPage(body),
      headers: { 'Content-Security-Policy': `${STRICT_CSP}; require-trusted-types-for 'script'; trusted-types 'none'` },
    });
    await allHydrated(opened.page);
    // Each site's sign-up, footer and the footer's sign-up.
    expect(await hydration(opened.page)).toEqual({ hydrated: 27, total: 27 });
    expect(ownErrors(opened.errors)).toEqual([]);
    expect(opened.warnings).toEqual([TWO_FORMS]);
    // The inline styles applied: the submit button has the kit's primary colour.
    const button = opened.page.locator('nl-signup').first().locator('button[type="submit"]');
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(0, 64, 107)');
  });
});

describe('the demo page built from the fragments', () => {
  it('shows the sign-up and the footer without JavaScript, then loads the module from its link, under its CSP', async () => {
    const { page, errors } = await browser.open('/prerendered.html?site=HU&script=off', { width: 375, height: 800 });
    expect(await page.evaluate(() => document.querySelectorAll('script').length)).toBe(0);
    expect(await page.locator('nl-signup').getByRole('button', { name: 'Feliratkozom' }).isVisible()).toBe(true);
    expect(await page.locator('shop-footer').getByRole('link', { name: 'Impresszum' }).getAttribute('href')).toBeTruthy();
    await page.getByRole('link', { name: 'Load the module' }).click();
    await page.waitForURL('**/prerendered.html?site=HU');
    await allHydrated(page);
    expect(await hydration(page)).toEqual({ hydrated: 2, total: 2 });
    expect(ownErrors(errors)).toEqual([]);
  });
});
