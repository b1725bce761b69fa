import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ownErrors, useBrowser } from '../../e2e/support/harness';
import { groupHeadings, openFooter } from '../../e2e/support/shop-footer';

const browser = useBrowser();

const PROMOTION = { text: '<b>Nur heute</b>: 20 % auf Kaffee', icon: 'coffee', link: { url: '/kaffee', text: 'Jetzt entdecken' } };
// no user-facing handle: with no promotion there is no text to find, and the strip has no role or name.
const promotionStrip = (page: Page) => page.locator('shop-footer .ft-promotion');

describe('<shop-footer> promotion SHOP_FOOTER', () => {
  it('shows nothing and logs nothing for 404', async () => {
    const { page, errors } = await openFooter(browser);
    expect(browser.backend.calls('promotion')).toHaveLength(1);
    expect(await promotionStrip(page).count()).toBe(0);
    expect(ownErrors(errors)).toEqual([]);
  });

  it('shows the promotion as a note strip at the top of the footer, its text as text', async () => {
    browser.backend.configure({ promotion: PROMOTION });
    const { page, errors } = await openFooter(browser, '<shop-footer newsletter></shop-footer>', { cookies: { sessionId: 'abc' } });
    const text = page.getByRole('contentinfo').getByText('<b>Nur heute</b>: 20 % auf Kaffee', { exact: true });
    // The strip: the box the text stands in, with the icon before it and the link after it.
    const strip = text.locator('..');
    expect(await strip.textContent()).toContain('<b>Nur heute</b>: 20 % auf Kaffee');
    expect(await strip.locator('b').count()).toBe(0);
    expect(await strip.locator('svg[data-icon="coffee"]').count()).toBe(1);
    expect(await strip.getByRole('link', { name: 'Jetzt entdecken' }).getAttribute('href')).toBe('/kaffee');
    const isFirst = await strip.evaluate((node) => node.closest('footer')!.firstElementChild!.contains(node));
    expect(isFirst).toBe(true);
    expect(browser.backend.calls('promotion')[0].headers.cookie).toContain('sessionId=abc');
    expect(browser.backend.calls('promotion')[0].headers['x-api-key']).toBe('dummy');
    expect(ownErrors(errors)).toEqual([]);
  });

  it('logs contentJSON that is not JSON and shows nothing, the rest of the footer intact', async () => {
    browser.backend.configure({ promotion: 'bad' });
    const { page, errors } = await openFooter(browser);
    expect(await promotionStrip(page).count()).toBe(0);
    expect(ownErrors(errors).some((error) => /\[storefront-elements\].*promotion.*not valid JSON/.test(error))).toBe(true);
    expect(await groupHeadings(page).count()).toBe(8);
  });

  it('logs a failed promotion call and shows the footer without it', async () => {
    browser.backend.configure({ faults: { promotion: 'html' } });
    const { page, errors } = await openFooter(browser);
    expect(ownErrors(errors).some((error) => /promotion call failed/.test(error))).toBe(true);
    expect(await groupHeadings(page).count()).toBe(8);
  });

  it('renders an unsafe promotion link inert', async () => {
    browser.backend.configure({ promotion: { text: 'Sale', link: { url: 'javascript:alert(1)', text: 'Go' } } });
    const { page } = await openFooter(browser);
    const text = page
      .getByRole('contentinfo')
      .getByRole('paragraph')
      .filter({ hasText: /^Sale$/ });
    await text.waitFor();
    expect(await text.locator('..').locator('a').count()).toBe(0);
  });
});

describe('<shop-footer> slow services', () => {
  it('paints without waiting for ever when promotion and psdata never answer', async () => {
    browser.backend.configure({ faults: { promotion: 'timeout', psdata: 'timeout' } });
    const { page } = await openFooter(browser, '<shop-footer newsletter></shop-footer>');
    expect(await groupHeadings(page).count()).toBe(8);
    expect(await promotionStrip(page).count()).toBe(0);
    expect(await page.locator('shop-footer nl-signup').count()).toBe(1);
  });
});

describe('<shop-footer> A/B assignment', () => {
  it('calls getassignment once on load, also across re-renders and a second footer', async () => {
    const { page } = await browser.open('/ab.html', { html: '<shop-footer></shop-footer><shop-footer site="AT" reduced></shop-footer>' });
    await page.getByRole('contentinfo').first().getByRole('heading', { level: 3 }).first().waitFor();
    await page.evaluate(() => document.querySelector('shop-footer')!.setAttribute('site', 'CZ'));
    await page.getByRole('link', { name: 'Platba', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(browser.backend.calls('getassignment')).toHaveLength(1);
    expect(browser.backend.calls('getassignment')[0].method).toBe('GET');
  });

  it('ignores a failing getassignment', async () => {
    browser.backend.configure({ faults: { getassignment: '500' } });
    const { page, errors, pageErrors } = await openFooter(browser);
    await page.waitForLoadState('networkidle');
    expect(browser.backend.calls('getassignment')).toHaveLength(1);
    expect(ownErrors(errors)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
