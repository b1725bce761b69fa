// Malformed content from outside the page's code: the footer's `content` property and the
// promotion JSON. Markup is shown as text, never interpreted; no live link with a script or data
// scheme; the footer keeps working.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { reactSettled, useBrowser } from './support/harness';
import {
  BAD_URLS,
  CONTENT_TEXTS,
  contentWith,
  expectFooterRendered,
  expectNoBreakage,
  hasScheme,
  MARKUP,
  SAFE_PROTOCOLS,
  WRONG_TYPES,
} from './support/hardening';
import { footerAnchors, footerText } from './support/shop-footer';

const browser = useBrowser();

const FOOTER_PAGE = '<main><h1>Shop</h1></main><shop-footer></shop-footer>';

async function openFooterWith(content: unknown) {
  const opened = await browser.open('/hardening-content.html', { html: FOOTER_PAGE });
  await expectFooterRendered(opened.page);
  await opened.page.locator('shop-footer').evaluate((footer, value) => Object.assign(footer, { content: value }), content);
  // Rendered with the new content (even when it changes nothing to see, as null does).
  await reactSettled(opened.page);
  return opened;
}

describe('the footer content property', () => {
  it.each(BAD_URLS)('with %s URLs: no live bad link, every text shows, the good links stay', async (_label, url) => {
    const opened = await openFooterWith(contentWith(url));
    const { page, errors } = opened;
    await expect.poll(() => footerText(page)).toContain('Schnell geliefert');
    const anchors = await footerAnchors(page);
    expect(anchors.filter((anchor) => !SAFE_PROTOCOLS.includes(anchor.protocol))).toEqual([]);
    expect(anchors.map((anchor) => anchor.href)).toEqual(expect.arrayContaining(['/versand', '/datenschutz']));
    const text = await footerText(page);
    for (const part of CONTENT_TEXTS) expect(text).toContain(part);
    if (hasScheme(url)) {
      expect(anchors.filter((anchor) => /xss|msgbox|base64/.test(anchor.href))).toEqual([]);
      expect(errors.some((e) => e.includes('<shop-footer>') && e.includes('rendered as text'))).toBe(true);
      await page.locator('shop-footer').getByText('Impressum', { exact: true }).click();
      expect(new URL(page.url()).pathname).toBe('/hardening-content.html');
    } else {
      // Without a scheme the URL is a path of this shop: a dead page at worst, never script.
      const origins = await page
        .locator('shop-footer')
        .evaluate(
          (footer, href) =>
            [...footer.shadowRoot!.querySelectorAll('a')].filter((a) => a.getAttribute('href') === href).map((a) => a.origin),
          url,
        );
      expect(origins.length).toBeGreaterThan(0);
      expect(new Set(origins)).toEqual(new Set([new URL(browser.url).origin]));
    }
    await expectNoBreakage(opened);
  });

  it('with markup in every text: shown as text, never as HTML', async () => {
    const opened = await openFooterWith(contentWith('/seite', MARKUP));
    const { page } = opened;
    await expect.poll(() => footerText(page)).toContain(`${MARKUP}Schnell geliefert`);
    const text = await footerText(page);
    for (const part of [...CONTENT_TEXTS, 'Service', 'Datenschutz', 'Alle Preise inkl. MwSt.']) expect(text).toContain(`${MARKUP}${part}`);
    expect(
      await page
        .locator('shop-footer')
        .getByRole('img', { name: `${MARKUP}Siegel` })
        .count(),
    ).toBe(1);
    await expectNoBreakage(opened);
  });

  it('with wrong types everywhere: each bad part logged and left out, the rest renders', async () => {
    const opened = await openFooterWith(WRONG_TYPES);
    const { page, errors } = opened;
    await expect.poll(() => footerText(page)).toContain('Retourenschein');
    const text = await footerText(page);
    for (const part of [
      'Bezahlen',
      'Lieferung',
      'Rückgabe',
      'Hilfe',
      'App Store',
      'Qualität',
      'Alle Preise inkl. MwSt., zzgl. Versandkosten',
    ])
      expect(text).toContain(part);
    expect(await page.locator('shop-footer').getByRole('img', { name: 'Trusted Shops' }).count()).toBe(1);
    expect(await page.locator('shop-footer').getByRole('link', { name: 'Versandkosten' }).count()).toBe(0);
    expect(errors.filter((e) => e.startsWith('[storefront-elements] <shop-footer>')).length).toBeGreaterThan(10);
    await expectNoBreakage(opened);
  });

  it.each([
    ['null', null, false],
    ['a number', 42, true],
    ['a text', '{"headline":"x"}', true],
    ['a list', [contentWith('/x')], true],
  ])('set to %s: the bundled content shows', async (_label, value, logged) => {
    const opened = await openFooterWith(value);
    await expectFooterRendered(opened.page);
    expect(await footerText(opened.page)).toContain('Bezahlung');
    expect(opened.errors.some((e) => e.includes('content property must be an object'))).toBe(logged);
    await expectNoBreakage(opened);
  });
});

async function openWithPromotion(promotion: unknown) {
  browser.backend.configure({ promotion });
  const opened = await browser.open('/hardening-promotion.html', { html: FOOTER_PAGE });
  await expectFooterRendered(opened.page);
  return opened;
}
// no user-facing handle: the promotion strip is a plain box with no role, name or fixed text
const strip = (page: Page) => page.locator('shop-footer .ft-promotion');

describe('the promotion JSON', () => {
  it.each(BAD_URLS)('with a %s link: the text shows without a live bad link', async (_label, url) => {
    const opened = await openWithPromotion({ text: 'Sommer-Sale', icon: 'sale', link: { url, text: 'Jetzt shoppen' } });
    const { page, errors } = opened;
    expect(await strip(page).innerText()).toContain('Sommer-Sale');
    const anchors = await footerAnchors(page);
    expect(anchors.filter((anchor) => !SAFE_PROTOCOLS.includes(anchor.protocol))).toEqual([]);
    if (hasScheme(url)) {
      expect(await strip(page).getByRole('link').count()).toBe(0);
      expect(errors.some((e) => e.includes('promotion link'))).toBe(true);
    }
    await expectNoBreakage(opened);
  });

  it('with markup in its texts: shown as text', async () => {
    const opened = await openWithPromotion({ text: MARKUP, link: { url: '/sale', text: `${MARKUP}Jetzt shoppen` } });
    const { page } = opened;
    expect(await strip(page).innerText()).toContain(MARKUP);
    expect(
      await strip(page)
        .getByRole('link', { name: `${MARKUP}Jetzt shoppen` })
        .getAttribute('href'),
    ).toBe('/sale');
    await expectNoBreakage(opened);
  });

  it.each([
    ['a number as text', { text: 42 }, false],
    ['a list', [{ text: 'Sale' }], false],
    ['a number', 42, false],
    ['an object icon and a list link', { text: 'Sale', icon: { toString: 'not callable' }, link: ['/sale', 'Sale'] }, true],
    ['a link with wrong types', { text: 'Sale', link: { url: {}, text: null } }, true],
    ['invalid JSON', 'bad', false],
  ])('with %s: logged, the footer renders, the strip only when there is a text', async (_label, promotion, shown) => {
    browser.backend.configure({ offContract: { promotion: 'a promotion content of the wrong shape' } });
    const opened = await openWithPromotion(promotion);
    const { page, errors } = opened;
    expect(await strip(page).count()).toBe(shown ? 1 : 0);
    if (shown) expect(await strip(page).getByRole('link').count()).toBe(0);
    expect(errors.some((e) => e.includes('<shop-footer>: promotion'))).toBe(true);
    await expectNoBreakage(opened);
  });
});
