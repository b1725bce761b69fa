// Every element under the strict Content Security Policy a shop may serve its pages with: no inline
// script or style, images only from the page's origin. Each element renders and works, and the
// browser reports no violation.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, type TestPage } from './support/harness';
import { dueTokens, emailField, previewLauncher, signup, STAFF, submitButton } from './support/hardening';

const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'";

const browser = useBrowser({ pageHeaders: () => ({ 'Content-Security-Policy': STRICT_CSP }) });

/** What the recorder writes for the violation a test provokes on purpose. */
const SENTINEL = 'sentinel';

// Runs before the page's scripts and is not subject to the page's CSP (the test page has no inline script).
const RECORDER = `
  window.__violations = [];
  window.sessionStatuses = [];
  window.addEventListener('securitypolicyviolation', (e) => window.__violations.push(
    e.target instanceof Element && e.target.hasAttribute('data-csp-sentinel')
      ? '${SENTINEL}'
      : e.violatedDirective + ' ' + e.blockedURI + ' ' + e.sourceFile + ':' + e.lineNumber), true);
  document.addEventListener('session-status', (e) => window.sessionStatuses.push(e.detail.status));
`;

const PAGE = `
<shop-layout content-type="text/html">
  <header slot="header"><p>Site header</p></header>
  <h1>Product page</h1>
  <nl-signup id="main-signup"></nl-signup>
  <shop-footer slot="footer" preview></shop-footer>
</shop-layout>
<session-keeper></session-keeper>`;

async function openStrict(cookies: Record<string, string> = {}, width = 1280): Promise<TestPage> {
  const opened = await browser.open('/csp.html', { html: PAGE, cookies, width, initScript: RECORDER });
  await emailField(opened.page).waitFor();
  // no user-facing handle: the footer's loading state (aria-busy) is not a role, name or text
  await opened.page.locator('shop-footer footer.ft:not([aria-busy])').waitFor();
  return opened;
}

/** The policy really is in force, and nothing was refused. */
async function expectNoViolation({ page, errors, warnings }: TestPage) {
  const header = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
  expect(header).toBe(STRICT_CSP);
  // The browser logs a violation as it happens; the provoked one below logs too, so look before it.
  const logged = [...errors, ...warnings];
  // Reports are queued as tasks, in order: once a violation provoked now is in, every earlier one is.
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<i hidden data-csp-sentinel style="color: red"></i>'));
  await expect.poll(() => page.evaluate(() => window.__violations), { timeout: 10_000 }).toContain(SENTINEL);
  expect((await page.evaluate(() => window.__violations))?.filter((violation) => violation !== SENTINEL)).toEqual([]);
  expect(logged.filter((message) => /Content Security Policy/i.test(message))).toEqual([]);
}

const statuses = (page: Page) => page.evaluate(() => window.sessionStatuses);

describe('under a strict Content Security Policy', () => {
  it('the policy is enforced on the test page: an inline style attribute is refused and reported', async () => {
    const opened = await browser.open('/csp-probe.html', {
      html: '<p style="color: red">probe</p><nl-signup></nl-signup>',
      initScript: RECORDER,
    });
    await opened.page.locator('nl-signup input[name="newsletterEmail"]').waitFor();
    await expect.poll(() => opened.page.evaluate(() => window.__violations?.length)).toBeGreaterThan(0);
  });

  it('nl-signup is styled, takes input and signs up', async () => {
    const opened = await openStrict();
    const { page } = opened;
    const button = submitButton(page);
    // Its stylesheets applied: the submit button has the kit's primary fill, not the browser's grey.
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(0, 64, 107)');
    await expect
      .poll(() =>
        signup(page)
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await emailField(page).fill('csp@example.com');
    const more = signup(page).getByRole('button', { name: /^Einwilligungstext (vollständig anzeigen|einklappen)$/ });
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await signup(page).locator('input[name="consents"]').check();
    await button.click();
    await signup(page).getByText('Vielen Dank für Ihre Newsletter-Anmeldung').waitFor();
    expect(browser.backend.calls('newsletterSignup').map((call) => call.body)).toMatchObject([
      { email: 'csp@example.com', consents: ['DNE'] },
    ]);
    await expectNoViolation(opened);
  });

  it('shop-footer: the phone accordion toggles, links and logos work', async () => {
    const opened = await openStrict({}, 375);
    const { page } = opened;
    const toggle = page.getByRole('button', { name: 'Lieferung', exact: true });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`shop-footer [id="${await toggle.getAttribute('aria-controls')}"]`);
    const link = panel.getByRole('link').first();
    expect(await link.isVisible()).toBe(true);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await link.isVisible()).toBe(false);

    const logos = page
      .locator('shop-footer')
      .getByRole('region', { name: 'Ausgezeichnet & geprüft' })
      .getByRole('img', { includeHidden: true });
    await logos.first().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        logos.evaluateAll((images) =>
          images.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);

    await expectNoViolation(opened);
    const legal = page.locator('shop-footer').getByRole('navigation', { name: 'Rechtliche Hinweise' }).getByRole('link').first();
    const href = await legal.getAttribute('href');
    await legal.click();
    await page.waitForURL((url) => url.pathname === href);
  });

  it('shop-layout shows its slots and hides the header for NO_HEADER', async () => {
    const opened = await openStrict();
    const { page } = opened;
    expect(await page.getByText('Site header').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Product page' }).isVisible()).toBe(true);
    expect(await page.locator('shop-footer').isVisible()).toBe(true);
    await page.evaluate(() => document.querySelector('shop-layout')!.setAttribute('content-type', 'text/html; NO_HEADER'));
    expect(await page.getByText('Site header').isVisible()).toBe(false);
    await expectNoViolation(opened);
  });

  it('preview-panel for staff: the modal opens and applies the settings', async () => {
    const opened = await openStrict(STAFF);
    const { page } = opened;
    await previewLauncher(page).click();
    const dialog = page.getByRole('dialog', { name: 'Preview settings' });
    await dialog.waitFor();
    // Styled as a modal: the backdrop covers the viewport.
    // no user-facing handle: the backdrop is a purely visual box around the dialog
    expect(await page.locator('shop-footer preview-panel .sf-modal').evaluate((element) => getComputedStyle(element).position)).toBe(
      'fixed',
    );
    await page.getByRole('button', { name: 'Set preview settings' }).click();
    await page.getByText('Settings applied successfully.').first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectNoViolation(opened);
  });

  it('session-keeper renews a due token', async () => {
    const opened = await openStrict(dueTokens());
    await expect.poll(() => statuses(opened.page)).toEqual([0]);
    expect(browser.backend.calls('loginTokenRenew')[0].headers['x-xsrf-token']).toBe('xsrf-hardening');
    await expectNoViolation(opened);
  });
});
