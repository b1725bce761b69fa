// Malformed input from outside the page's code: cookies and tokens. No uncaught exception, no
// markup ever interpreted, every element keeps working and what the person types is kept.
// The footer's `content` property and the promotion JSON are in hardening.content.e2e.ts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/harness';
import {
  ALL_ELEMENTS,
  emailField,
  encoded,
  expectFooterRendered,
  expectNoBreakage,
  expectSignupUsable,
  MALFORMED_TOKENS,
  MARKUP,
  previewLauncher,
  signup,
  STAFF,
  submitButton,
} from './support/hardening';
import { nowSeconds, unsignedToken } from '../src/test-support/tokens';

const browser = useBrowser();

const statuses = (page: Page) => page.evaluate(() => window.sessionStatuses);

async function openAll(cookies: Record<string, string>) {
  const opened = await browser.open('/hardening-input.html', { html: ALL_ELEMENTS, cookies });
  await emailField(opened.page).waitFor();
  return opened;
}

/** Signs up with a fresh address: the form is empty, editable and submits. */
async function expectEmptyFormSignsUp(page: Page) {
  expect(await emailField(page).inputValue()).toBe('');
  await emailField(page).fill('neu@example.com');
  await submitButton(page).click();
  await signup(page).getByText('Vielen Dank für Ihre Newsletter-Anmeldung').waitFor();
  expect(browser.backend.calls('newsletterSignup').map((call) => (call.body as { email: string }).email)).toEqual(['neu@example.com']);
}

describe('a malformed loginToken cookie', () => {
  it.each(MALFORMED_TOKENS)(
    '%s: session-keeper reports 3, the prefill fails quietly and the form works',
    async (_label, value, decoded) => {
      const read = decoded ?? value;
      // The service does not know the token: the prefill answers 404.
      browser.backend.configure({ newsletterCustomer: null });
      const opened = await openAll({ loginToken: value, ...STAFF });
      const { page, errors } = opened;
      await expect.poll(() => statuses(page)).toEqual([3]);
      expect(errors.some((e) => e.includes('[storefront-elements] <session-keeper>'))).toBe(true);
      expect(browser.backend.calls('loginTokenRenew')).toEqual([]);

      // biome-ignore lint/suspicious/noControlCharactersInRegex: the Latin-1 range a header value can carry
      const sendable = /^[\u0000-\u00ff]*$/.test(read);
      if (sendable) {
        // Both blocks (the page's and the footer's) ask for the base data.
        await expect.poll(() => browser.backend.calls('newsletterBaseData').length).toBeGreaterThan(0);
        expect(browser.backend.calls('newsletterBaseData').map((call) => call.headers['x-logintoken'])).toEqual(
          browser.backend.calls('newsletterBaseData').map(() => read),
        );
      }
      await expect.poll(() => errors.some((e) => e.includes('<nl-signup>: customer base data failed'))).toBe(true);
      await expectEmptyFormSignsUp(page);
      await expectFooterRendered(page);
      await previewLauncher(page).waitFor();
      await expectNoBreakage(opened);
    },
  );

  it('empty: reports 3 and makes neither a prefill nor a renewal call', async () => {
    const opened = await openAll({ loginToken: '', ...STAFF });
    await expect.poll(() => statuses(opened.page)).toEqual([3]);
    await expectEmptyFormSignsUp(opened.page);
    expect(browser.backend.calls('newsletterBaseData')).toEqual([]);
    expect(browser.backend.calls('loginTokenRenew')).toEqual([]);
    await expectNoBreakage(opened);
  });

  it('answered slowly: what the person typed meanwhile is kept when the prefill fails', async () => {
    browser.backend.configure({ newsletterCustomer: null, delays: { newsletterBaseData: 1500 } });
    const opened = await openAll({ loginToken: 'a.b.c' });
    const { page, errors } = opened;
    await emailField(page).fill('schnell@example.com');
    // Every block that asked (the page's and the footer's) has had its failed answer.
    const failures = () => errors.filter((e) => e.includes('<nl-signup>: customer base data failed')).length;
    await expect
      .poll(() => failures() > 0 && failures() === browser.backend.calls('newsletterBaseData').length, { timeout: 5000 })
      .toBe(true);
    expect(await emailField(page).inputValue()).toBe('schnell@example.com');
    await submitButton(page).click();
    await signup(page).getByText('Vielen Dank für Ihre Newsletter-Anmeldung').waitFor();
    await expectNoBreakage(opened);
  });

  it('with a service that answers the prefill with markup: the values are text, invalid names are not taken', async () => {
    browser.backend.configure({
      newsletterCustomer: { email: MARKUP, salutation: MARKUP, firstName: MARKUP, lastName: 'Muster', consents: [MARKUP], legals: {} },
      offContract: { newsletterBaseData: 'markup in every field and legals not a list' },
    });
    const opened = await browser.open('/hardening-input-at.html', {
      html: '<nl-signup site="AT"></nl-signup>',
      cookies: { loginToken: 'garbage' },
    });
    const { page } = opened;
    const field = (name: string) => page.locator(`nl-signup [name="${name}"]`);
    await expect.poll(() => field('newsletterEmail').inputValue()).toBe(MARKUP);
    expect(await field('firstName').inputValue()).toBe('');
    expect(await field('lastName').inputValue()).toBe('Muster');
    expect(await field('salutation').inputValue()).toBe('');
    await field('newsletterEmail').fill('kunde@example.com');
    await page.locator('nl-signup button[type="submit"]').click();
    await page.locator('nl-signup').getByText('Vielen Dank für Ihre Newsletter-Anmeldung').waitFor();
    await expectNoBreakage(opened);
  });
});

describe('a malformed longTermToken cookie', () => {
  it.each(MALFORMED_TOKENS)('%s: logged, never renewed, the login token is still checked', async (label, value) => {
    const opened = await openAll({
      loginToken: unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds() + 1800, lid: true }),
      longTermToken: value,
    });
    const { page, errors } = opened;
    await expect.poll(() => statuses(page)).toEqual([4]);
    expect(browser.backend.calls('longTermTokenRenew')).toEqual([]);
    // A readable token whose times are not numbers is simply never due.
    const unreadable = !/^a JWT with (exp|null)/.test(label);
    expect(errors.some((e) => e.includes('<session-keeper>: Cookie longTermToken is not a valid token'))).toBe(unreadable);
    await expectSignupUsable(page);
    await expectNoBreakage(opened);
  });

  it('empty, with a malformed login token too: reports 3 and makes no renewal call', async () => {
    const opened = await openAll({ loginToken: 'a.b.c', longTermToken: '' });
    await expect.poll(() => statuses(opened.page)).toEqual([3]);
    expect(browser.backend.calls('longTermTokenRenew')).toEqual([]);
    await expectNoBreakage(opened);
  });
});

describe('the platform cookie', () => {
  const noLid = () => unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds() + 1800 });
  it.each([
    ['SMARTPHONE', false, 'SMARTPHONE'],
    ['tablet with spaces', false, encoded('  tablet ')],
    ['markup', true, encoded(MARKUP)],
    ['a broken escape', true, '%E0%A4%A'],
    ['empty', true, ''],
    ['very long', true, 'smartphone'.repeat(300)],
  ] as const)('%s: renews the long-term token %s, the footer stays classic', async (_label, renews, value) => {
    const opened = await openAll({ loginToken: noLid(), platform: value, 'XSRF-TOKEN': 'xsrf-platform' });
    const { page } = opened;
    await expect.poll(() => statuses(page)).toEqual([4]);
    expect(browser.backend.calls('longTermTokenRenew').length).toBe(renews ? 1 : 0);
    await expectFooterRendered(page);
    expect(await page.locator('shop-footer').getByRole('button', { name: 'Land wählen', includeHidden: true }).count()).toBe(1);
    await expectNoBreakage(opened);
  });
});

describe('the reduced-footer cookies', () => {
  it.each([
    ['affiliateNumber markup', true, { affiliateNumber: encoded(MARKUP) }],
    ['affiliateNumber raw markup', true, { affiliateNumber: '<b>42</b>' }],
    ['affiliateNumber blank', false, { affiliateNumber: encoded('   ') }],
    ['newApp markup', false, { newApp: encoded(`<b>true</b>${MARKUP}`) }],
    ['newApp TRUE with spaces', true, { newApp: encoded(' TRUE ') }],
    ['newApp a broken escape', false, { newApp: '%E0%A4%A' }],
  ] as const)('%s: reduced is %s, nothing of the value is rendered', async (_label, reduced, cookies) => {
    const opened = await openAll({ ...cookies, ...STAFF });
    const { page } = opened;
    // no user-facing handle: the footer's loading state (aria-busy) is not a role, name or text
    await page.locator('shop-footer footer.ft:not([aria-busy])').waitFor({ state: 'attached' });
    // no user-facing handle: the reduced variant's class is what this test is about
    expect(await page.locator('shop-footer footer.ft--reduced').count()).toBe(reduced ? 1 : 0);
    expect(await page.locator('shop-footer nl-signup').count()).toBe(reduced ? 0 : 1);
    expect(
      await page
        .locator('shop-footer')
        .getByRole('navigation', { name: 'Rechtliche Hinweise', includeHidden: true })
        .getByRole('link', { includeHidden: true })
        .count(),
    ).toBeGreaterThan(0);
    expect(await page.locator('shop-footer').evaluate((el) => el.shadowRoot!.innerHTML.includes('<b>'))).toBe(false);
    await previewLauncher(page).waitFor();
    await expectEmptyFormSignsUp(page);
    await expectNoBreakage(opened);
  });
});

describe('an XSRF-TOKEN cookie with odd characters', () => {
  it.each([
    ['quotes and backslashes', 'a"b\\c\'d', 'a"b\\c\'d'],
    ['markup', encoded(MARKUP), MARKUP],
    ['an encoded semicolon and equals', encoded('a;b=c'), 'a;b=c'],
    ['a broken escape', '%E0%A4%A', '%E0%A4%A'],
    ['Latin-1 letters', encoded('ÄÖÜß'), 'ÄÖÜß'],
    ['a character a header cannot carry', encoded('x€y'), null],
    ['an encoded line break', encoded('x\r\nX-Injected: 1'), null],
  ])('%s: sign-up and renewal still go out and are handled', async (_label, value, header) => {
    const opened = await openAll({
      'XSRF-TOKEN': value,
      loginToken: unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds() - 60, lid: true }),
    });
    const { page, errors } = opened;
    await expect.poll(() => statuses(page)).toHaveLength(1);
    // The logged-in visitor types once their prefill has landed (it shows more fields: nothing moves under the click).
    await expect.poll(() => emailField(page).inputValue()).toBe('erika.mustermann@example.com');
    await emailField(page).fill('csrf@example.com');
    await submitButton(page).click();
    await expect.poll(() => browser.backend.calls('newsletterSignup').length).toBe(1);
    await signup(page).getByText('Vielen Dank für Ihre Newsletter-Anmeldung').waitFor();
    expect(await statuses(page)).toEqual([0]);
    for (const call of [...browser.backend.calls('newsletterSignup'), ...browser.backend.calls('loginTokenRenew')]) {
      expect(call.headers['x-xsrf-token']).toBe(header ?? undefined);
      expect(call.headers['x-injected']).toBeUndefined();
    }
    if (header === null) expect(errors.some((e) => e.includes('[storefront-elements]') && e.includes('XSRF-TOKEN'))).toBe(true);
    await expectNoBreakage(opened);
  });
});

describe('preview cookies with markup', () => {
  it.each([
    ['previewAuthToken', encoded(MARKUP)],
    ['previewLoginToken', encoded(`"><svg onload="window.__xss=3">`)],
    ['previewAuthToken', '%E0%A4%A'],
  ])('%s: the staff panel opens and applies settings', async (name, value) => {
    const opened = await openAll({ [name]: value });
    const { page } = opened;
    await previewLauncher(page).click();
    await page.getByRole('button', { name: 'Set preview settings' }).click();
    await page.getByText('Settings applied successfully.').first().waitFor();
    await expectNoBreakage(opened);
  });
});
