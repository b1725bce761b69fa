// Each market module as a shop page of its market loads it: every element placed without `site`
// takes the module's own site, renders its content, makes at most one call of each kind, and its
// main action works (sign-up submit, a footer link group, preview apply). A bare <session-keeper>
// renews a due token, reports a missing one and refuses an expired one with every module.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { isResourceFailure, useBrowser } from './support/harness';
import { MARKETS, marketPage, STAFF_COOKIE } from './support/markets';
import { EXPECTED as FOOTER, footerPainted } from './support/shop-footer';
import { fillValid, SIGNUP_TEXTS, ui } from './support/nl-signup';
import { nowSeconds, unsignedToken } from '../src/test-support/tokens';

const browser = useBrowser();

const SHOP_PAGE = `<script>window.sessionStatuses = []; document.addEventListener('session-status', (e) => sessionStatuses.push(e.detail.status));</script>
<main style="padding: 0 16px"><h1>Shop</h1><p>Text above the sign-up, as on a landing page.</p>
<nl-signup origin-addition="landing-page"></nl-signup><p>Text below the sign-up.</p></main>
<shop-footer></shop-footer><preview-panel></preview-panel><session-keeper></session-keeper>`;

const KEEPER_PAGE = `<script>window.sessionStatuses = []; document.addEventListener('session-status', (e) => sessionStatuses.push(e.detail.status));</script>
<p>A shop page.</p><session-keeper></session-keeper>`;

const statuses = (page: Page) => page.evaluate(() => window.sessionStatuses);

async function openMarketPage(market: string, body: string, cookies: Record<string, string>, width = 1280) {
  const context = await browser.newContext({ cookies, width });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isResourceFailure(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.route(`${browser.url}/market.html`, (route) => route.fulfill({ contentType: 'text/html', body: marketPage(market, body) }));
  await page.goto(`${browser.url}/market.html`);
  return { page, errors };
}

/** Calls by kind (method and path; each logo image is its own): a kind asked for twice is a defect. */
function repeatedCalls(): string[] {
  const kinds = browser.backend.calls().map((call) => `${call.method} ${call.path}`);
  return kinds.filter((kind, index) => kinds.indexOf(kind) !== index);
}

const lang = (page: Page, tag: string) =>
  page.evaluate((selector) => document.querySelector(selector)?.shadowRoot?.querySelector('.sf-root')?.getAttribute('lang'), tag);

describe.each(Object.entries(MARKETS))('the %s market module on its shop page', (market, { defaultSite: site, sites }) => {
  it('renders every element without `site` as its own site, one call of each kind, and each main action works', async () => {
    const { page, errors } = await openMarketPage(market, SHOP_PAGE, STAFF_COOKIE, 375);
    const form = ui(page);
    const launcher = page.getByRole('button', { name: 'Preview settings', exact: true });
    await form.email.waitFor();
    await footerPainted(page);
    await launcher.waitFor();
    expect([await lang(page, 'nl-signup'), await lang(page, 'shop-footer')]).toEqual([sites[site].lang, sites[site].lang]);
    expect(await page.locator('nl-signup h2').first().textContent()).toBe(SIGNUP_TEXTS[site].title);
    await expect.poll(() => statuses(page)).toEqual([3]);
    expect(repeatedCalls()).toEqual([]);
    const services = browser.backend.calls().filter((call) => call.name !== 'footerLogo');
    expect(services.map((call) => call.name).sort()).toEqual(['getassignment', 'previewCheckauth', 'promotion']);

    // The footer's first link group, opened and closed at 375 px.
    const heading = FOOTER[site].headings[0];
    const toggle = page.locator('shop-footer').getByRole('button', { name: heading, exact: true });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator('shop-footer').locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(await panel.getByRole('link').first().isVisible()).toBe(true);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // The sign-up: one request with the typed address, then the thanks.
    await form.email.focus();
    await fillValid(page, site, 'anna@example.com');
    await form.submit.click();
    await page.locator('nl-signup').getByText(SIGNUP_TEXTS[site].successTitle).waitFor();
    const signUps = browser.backend.calls('newsletterSignup');
    expect(signUps).toHaveLength(1);
    expect(signUps[0].body).toMatchObject({ email: 'anna@example.com', origin: 'NEWSLETTER', originAddition: 'landing-page' });

    // The staff's preview: applied with one token call.
    await launcher.click();
    await page.getByRole('dialog', { name: 'Preview settings' }).waitFor();
    await page.getByText('Active tests found.').first().waitFor();
    await page.getByRole('button', { name: 'Set preview settings' }).click();
    await page.getByText('Settings applied successfully.').waitFor();
    expect(browser.backend.calls('previewToken')).toHaveLength(1);

    expect(repeatedCalls()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps a session with a bare <session-keeper>: renews a due token (0), refuses an expired one (5)', async () => {
    const due = await openMarketPage(market, KEEPER_PAGE, {
      loginToken: unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds() - 60, lid: true }),
      'XSRF-TOKEN': 'csrf',
    });
    await expect.poll(() => statuses(due.page)).toEqual([0]);
    expect(browser.backend.calls('loginTokenRenew').map((call) => [call.method, call.headers['x-xsrf-token']])).toEqual([['POST', 'csrf']]);

    // Expired longer ago than the tolerance for an unknown server time: refused with no call.
    const expired = await openMarketPage(market, KEEPER_PAGE, {
      loginToken: unsignedToken({ exp: nowSeconds() - 13 * 3600, ren: nowSeconds() - 14 * 3600, lid: true }),
    });
    await expect.poll(() => statuses(expired.page)).toEqual([5]);
    expect(browser.backend.calls('loginTokenRenew')).toHaveLength(1);
    expect([...due.errors, ...expired.errors]).toEqual([]);
  });
});
