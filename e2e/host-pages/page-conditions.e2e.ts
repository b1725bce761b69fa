// Conditions of the page itself: Trusted Types enforced, cookies written in quotes or
// percent-encoded, an outer WebForms <form> and a <base href>, and a page without a doctype
// (quirks mode). Every element renders and works; nothing of the page is changed by it.
import { describe, expect, it } from 'vitest';
import { testPageHtml, useBrowser } from '../support/harness';
import { ALL_ELEMENTS, dueTokens, STAFF } from '../support/hardening';
import { footerPainted } from '../support/shop-footer';
import { kitErrors, RECORDER, seen } from '../support/host-pages';

const browser = useBrowser();

const TRUSTED_TYPES = "require-trusted-types-for 'script'; trusted-types 'none'";
const VIOLATIONS = `window.violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + e.sample));`;

describe('a page that enforces Trusted Types', () => {
  it('shows the slotted page, and every element renders and works, with no violation', async () => {
    const opened = await browser.open('/trusted-types.html', {
      html: ALL_ELEMENTS,
      headers: { 'Content-Security-Policy': TRUSTED_TYPES },
      cookies: { ...STAFF, ...dueTokens() },
      initScript: `${RECORDER}${VIOLATIONS}`,
    });
    const { page } = opened;
    await expect.poll(() => page.getByRole('heading', { name: 'Shop' }).isVisible()).toBe(true);
    expect(await page.locator('shop-layout').evaluate((layout) => layout.shadowRoot!.querySelectorAll('slot').length)).toBe(3);
    await footerPainted(page);
    await page.getByRole('button', { name: 'Preview settings', exact: true }).waitFor();
    await expect.poll(async () => (await seen(page)).statuses).toEqual([0]);
    const form = page.locator('#main-signup');
    await form.locator('input[name="newsletterEmail"]').fill('tt@example.com');
    await form.locator('input[name="consents"]').check();
    await form.locator('button[type="submit"]').click();
    await form.getByRole('group', { name: 'Vielen Dank für Ihre Newsletter-Anmeldung' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    expect(opened.pageErrors).toEqual([]);
    expect(kitErrors(opened)).toEqual([]);
  });
});

describe('cookies as browsers and servers write them', () => {
  it.each([
    ['in double quotes', '"customer-token.v1"'],
    ['percent-encoded', 'customer%2Dtoken%2Ev1'],
  ])('a login cookie %s is sent as the bare token in X-LoginToken', async (_how, written) => {
    const opened = await browser.open('/cookie.html', {
      html: '<nl-signup site="DE"></nl-signup>',
      initScript: `document.cookie = 'loginToken=' + ${JSON.stringify(written)} + '; path=/';`,
    });
    await expect.poll(() => browser.backend.calls('newsletterBaseData').length).toBeGreaterThan(0);
    expect(browser.backend.calls('newsletterBaseData').map((call) => call.headers['x-logintoken'])).toEqual(['customer-token.v1']);
    expect(opened.errors).toEqual([]);
  });
});

describe('a WebForms page: one outer <form>, and a <base href>', () => {
  const PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>WebForms</title>
<script type="module" src="/dist/storefront-elements.js"></script>
<base href="/cms/templates/2006/"></head><body>
<form id="aspnetForm" method="post" action="Default.aspx">
  <input type="hidden" name="__VIEWSTATE" value="dDwtMTA4MzE0MjEwNTs7Pg==">
  <nl-signup id="content-signup" site="DE"></nl-signup>
  <shop-footer site="DE" newsletter></shop-footer>
</form>
<script>window.hostSubmits = 0; window.hostResets = 0;
document.getElementById('aspnetForm').addEventListener('submit', (e) => { window.hostSubmits++; e.preventDefault(); });
document.getElementById('aspnetForm').addEventListener('reset', () => { window.hostResets++; });</script>
</body></html>`;

  it('never submits or resets the host form; calls, images and links keep their addresses', async () => {
    const opened = await browser.open('/webforms.html', { document: PAGE, initScript: RECORDER });
    const { page } = opened;
    await footerPainted(page);
    const form = page.locator('#content-signup');
    const email = form.locator('input[name="newsletterEmail"]');
    await email.fill('kein-email');
    await email.press('Enter'); // the field's error, not the host form
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    await email.fill('anna@example.com');
    await form.locator('input[name="consents"]').check();
    await email.press('Enter');
    await form.getByRole('group', { name: 'Vielen Dank für Ihre Newsletter-Anmeldung' }).waitFor();
    expect(
      await page.evaluate(() => [
        (window as unknown as { hostSubmits: number }).hostSubmits,
        (window as unknown as { hostResets: number }).hostResets,
      ]),
    ).toEqual([0, 0]);
    expect(browser.backend.calls('newsletterSignup').map((call) => call.path)).toEqual([
      '/service/newsletter/api/internal/newsletter-subscribers',
    ]);
    expect(browser.backend.calls('psdata').map((call) => call.path)).toEqual(['/service/customerfrontenddata/api/v1/psdata']);
    const images = () =>
      page
        .locator('shop-footer img')
        .evaluateAll((list) =>
          (list as HTMLImageElement[]).map((img) => ({ src: new URL(img.src).pathname, loaded: img.complete && img.naturalWidth > 0 })),
        );
    expect((await images()).filter((image) => image.src.startsWith('/cms/'))).toEqual([]);
    const logos = async () => (await images()).filter((image) => image.src.startsWith('/service/footer/footer-images/'));
    expect((await logos()).length).toBeGreaterThan(0);
    // Lazy images, each loading on its own.
    await expect.poll(async () => (await logos()).filter((logo) => !logo.loaded)).toEqual([]);
    const links = await page
      .locator('shop-footer a[href^="/"]')
      .evaluateAll((list) => (list as HTMLAnchorElement[]).map((a) => new URL(a.href).pathname));
    expect(links.filter((path) => path.startsWith('/cms/'))).toEqual([]);
    expect(links).toContain('/impressum');
    expect(opened.pageErrors).toEqual([]);
  });
});

describe('a page without a doctype (quirks mode)', () => {
  it('renders every element, and the sign-up works', async () => {
    const opened = await browser.open('/quirks.html', {
      document: testPageHtml(ALL_ELEMENTS).replace('<!doctype html>', ''),
      cookies: { ...STAFF, ...dueTokens() },
      initScript: RECORDER,
    });
    const { page } = opened;
    expect(await page.evaluate(() => document.compatMode)).toBe('BackCompat');
    await footerPainted(page);
    await page.getByRole('button', { name: 'Preview settings', exact: true }).waitFor();
    const main = page.locator('#main-signup');
    expect((await main.locator('input[name="newsletterEmail"]').boundingBox())!.height).toBeGreaterThanOrEqual(40);
    await main.locator('input[name="newsletterEmail"]').fill('quirks@example.com');
    await main.locator('input[name="consents"]').check();
    await main.locator('button[type="submit"]').click();
    await main.getByRole('group', { name: 'Vielen Dank für Ihre Newsletter-Anmeldung' }).waitFor();
    expect(opened.pageErrors).toEqual([]);
    expect(kitErrors(opened)).toEqual([]);
  });
});
