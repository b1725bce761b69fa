// A gateway whose session expired answers every call with `302 Location: /login`; followed, it
// would lead to a 200 HTML page. The kit never follows it, and a redirect is never the service's answer (docs/contract.md, section 9):
// each kind of call fails as it does on any other error, with one logged error that names the
// redirect, and the same error as a storefront-error event.
import { describe, expect, it } from 'vitest';
import { type TestPage, useBrowser } from '../support/harness';
import { fillValid, ui } from '../support/nl-signup';
import { footerPainted } from '../support/shop-footer';
import { kitErrors, RECORDER, seen } from '../support/host-pages';
import { nowSeconds, unsignedToken } from '../../src/test-support/tokens';

const browser = useBrowser();

/** The one logged error of the call, and its storefront-error event, both naming the redirect. */
async function expectOneRedirectError(opened: TestPage, element: string, path: string) {
  // The kit does not follow a redirect (it would carry the headers on), so where it points stays unread.
  const redirected = "was redirected to another address; a redirected answer is not the service's answer";
  await expect.poll(() => kitErrors(opened).length, { timeout: 20_000 }).toBe(1);
  const [line] = kitErrors(opened);
  expect(line).toContain(`[storefront-elements] <${element}>:`);
  expect(line).toContain(`Request to /${path}`);
  expect(line).toContain(redirected);
  const events = (await seen(opened.page)).storefrontErrors;
  expect(events).toHaveLength(1);
  expect(events[0].element).toBe(element);
  expect(events[0].message).toContain(`Request to /${path}`);
  expect(events[0].message).toContain(redirected);
  expect(opened.pageErrors).toEqual([]);
  expect((await seen(opened.page)).uncaught).toEqual([]);
}

describe('a service call answered by a redirect to a login page', () => {
  it('sign-up: the technical-error banner, nl-submit ERROR_GENERIC, no tracking, what was typed kept', async () => {
    browser.backend.configure({ faults: { newsletterSignup: 'redirect' } });
    const opened = await browser.open('/redirect-signup.html', { html: '<nl-signup site="DE"></nl-signup>', initScript: RECORDER });
    const form = ui(opened.page);
    await fillValid(opened.page, 'DE');
    await form.submit.click();
    await expect
      .poll(() => form.banner.textContent())
      .toContain('Aus technischen Gründen ist die Newsletter-Anmeldung nicht möglich. Bitte versuchen Sie es später noch einmal.');
    expect((await seen(opened.page)).submits).toEqual([{ result: 'ERROR_GENERIC' }]);
    expect(await form.success.count()).toBe(0);
    expect(await form.dataLayer()).toEqual([]);
    expect(await form.email.inputValue()).toBe('anna@example.com');
    expect(browser.backend.calls('newsletterSignup')).toHaveLength(1);
    await expectOneRedirectError(opened, 'nl-signup', 'service/newsletter/api/internal/newsletter-subscribers');
  });

  it('prefill: the form stays empty and usable', async () => {
    browser.backend.configure({ faults: { newsletterBaseData: 'redirect' } });
    const opened = await browser.open('/redirect-prefill.html', {
      html: '<nl-signup site="DE"></nl-signup>',
      initScript: RECORDER,
      cookies: { loginToken: 'customer-token' },
    });
    await expectOneRedirectError(opened, 'nl-signup', 'service/newsletter/api/internal/customers/base-data');
    const form = ui(opened.page);
    expect(await form.email.inputValue()).toBe('');
    await form.email.fill('anna@example.com');
    expect(await form.email.inputValue()).toBe('anna@example.com');
  });

  it('psdata: the footer shows its newsletter block as for an unknown status', async () => {
    browser.backend.configure({ faults: { psdata: 'redirect' } });
    const opened = await browser.open('/redirect-psdata.html', { html: '<shop-footer newsletter></shop-footer>', initScript: RECORDER });
    await footerPainted(opened.page);
    await opened.page
      .locator('shop-footer')
      .getByRole('textbox', { name: /E-Mail-Adresse/ })
      .waitFor();
    await expectOneRedirectError(opened, 'shop-footer', 'service/customerfrontenddata/api/v1/psdata');
  });

  it('promotion: the footer paints without a promotion strip', async () => {
    browser.backend.configure({ faults: { promotion: 'redirect' } });
    const opened = await browser.open('/redirect-promotion.html', { html: '<shop-footer></shop-footer>', initScript: RECORDER });
    await footerPainted(opened.page);
    // no user-facing handle: the promotion strip is a plain box with no role, name or fixed text
    expect(await opened.page.locator('shop-footer .ft-promotion').count()).toBe(0);
    await expectOneRedirectError(opened, 'shop-footer', 'service/promotion/api/promotion/SHOP_FOOTER');
  });

  it('preview: applying the settings shows its failure text and fires no preview-change', async () => {
    browser.backend.configure({ faults: { previewToken: 'redirect' } });
    const opened = await browser.open('/redirect-preview.html', {
      html: `<script>window.previewChanges = []; document.addEventListener('preview-change', (e) => previewChanges.push(e.detail));</script>
<preview-panel></preview-panel>`,
      initScript: RECORDER,
      cookies: { previewAuthToken: 'staff-token' },
      timezoneId: 'Europe/Berlin',
    });
    const { page } = opened;
    await page.getByRole('button', { name: 'Preview settings', exact: true }).click();
    await page.getByLabel('Date', { exact: true }).fill('2027-02-16');
    await page.getByText('Active tests found.').first().waitFor();
    await page.getByRole('button', { name: 'Set preview settings' }).click();
    await page.getByText('Applying settings failed.').waitFor();
    expect(await page.evaluate(() => (window as unknown as { previewChanges: unknown[] }).previewChanges)).toEqual([]);
    await expectOneRedirectError(opened, 'preview-panel', 'service/preview/api/token');
  });

  it('preview check: the panel stays hidden', async () => {
    browser.backend.configure({ faults: { previewCheckauth: 'redirect' } });
    const opened = await browser.open('/redirect-checkauth.html', {
      html: '<preview-panel></preview-panel>',
      initScript: RECORDER,
      cookies: { previewAuthToken: 'staff-token' },
    });
    await expectOneRedirectError(opened, 'preview-panel', 'service/preview/api/auth/checkauth');
    expect(await opened.page.getByRole('button', { name: 'Preview settings', exact: true }).count()).toBe(0);
  });

  it('login-token renewal: a server error (status 2), and polling goes on', async () => {
    browser.backend.configure({ faults: { loginTokenRenew: 'redirect' } });
    // Loaded first without a token (no call), so that the clock is installed before the keeper's first check.
    const opened = await browser.open('/redirect-renewal.html', { html: '<session-keeper></session-keeper>', initScript: RECORDER });
    await opened.page.clock.install();
    await opened.context.addCookies([
      { name: 'loginToken', value: unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds() - 60, lid: true }), url: browser.url },
    ]);
    await opened.page.reload();
    await expect.poll(async () => (await seen(opened.page)).statuses, { timeout: 20_000 }).toEqual([2]);
    await expectOneRedirectError(opened, 'session-keeper', 'service/login/api/v1/logintoken/renew');
    await opened.page.clock.runFor(180_000); // the next check, three minutes later
    await expect.poll(async () => (await seen(opened.page)).statuses, { timeout: 20_000 }).toEqual([2, 2]);
    expect(browser.backend.calls('loginTokenRenew')).toHaveLength(2);
  });
});
