// Malformed input from outside the page's code: cookies and tokens, the footer's `content`
// property and the promotion JSON. No uncaught exception, no markup ever interpreted, no live
// link with a script or data scheme, every element keeps working and what the person types is kept.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/harness';
import {
  ALL_ELEMENTS, emailField, expectFooterRendered, expectNoBreakage, expectSignupUsable, previewLauncher, signup, STAFF, submitButton, token,
} from './hardening.support';
import {
  BAD_URLS, CONTENT_TEXTS, contentWith, encoded, footerAnchors, footerText, hasScheme, MALFORMED_TOKENS, MARKUP, SAFE_PROTOCOLS, WRONG_TYPES,
} from './hardening.input.support';

const browser = useBrowser();

const STATUS_PAGE = `<script>window.statuses = []; document.addEventListener('session-status', (e) => statuses.push(e.detail.status));</script>${ALL_ELEMENTS}`;
const statuses = (page: Page) => page.evaluate(() => (window as unknown as { statuses: number[] }).statuses);
const now = () => Math.floor(Date.now() / 1000);

async function openAll(cookies: Record<string, string>) {
  const opened = await browser.open('/hardening-input.html', { html: STATUS_PAGE, cookies });
  await emailField(opened.page).waitFor();
  return opened;
}

/** Signs up with a fresh address: the form is empty, editable and submits. */
async function expectEmptyFormSignsUp(page: Page) {
  expect(await emailField(page).inputValue()).toBe('');
  await emailField(page).fill('neu@example.com');
  await submitButton(page).click();
  await signup(page).getByText('Vielen Dank für Ihre Newsletter Anmeldung').waitFor();
  expect(browser.backend.calls('newsletterSignup').map((call) => (call.body as { email: string }).email)).toEqual(['neu@example.com']);
}

describe('a malformed loginToken cookie', () => {
  it.each(MALFORMED_TOKENS)('%s: session-keeper reports 3, the prefill fails quietly and the form works', async (_label, value, decoded) => {
    const read = decoded ?? value;
    // The service does not know the token: the prefill answers 404.
    browser.backend.configure({ newsletterCustomer: null });
    const opened = await openAll({ loginToken: value, ...STAFF });
    const { page, errors } = opened;
    await expect.poll(() => statuses(page)).toEqual([3]);
    expect(errors.some((e) => e.includes('[storefront-elements] <session-keeper>'))).toBe(true);
    expect(browser.backend.calls('loginTokenRenew')).toEqual([]);

    const sendable = /^[\u0000-\u00ff]*$/.test(read);
    if (sendable) {
      // Both blocks (the page's and the footer's) ask for the base data.
      await expect.poll(() => browser.backend.calls('newsletterBaseData').length).toBeGreaterThan(0);
      expect(browser.backend.calls('newsletterBaseData').map((call) => call.headers['x-logintoken'])).toEqual(browser.backend.calls('newsletterBaseData').map(() => read));
    }
    await expect.poll(() => errors.some((e) => e.includes('<nl-signup> customer base data failed'))).toBe(true);
    await expectEmptyFormSignsUp(page);
    await expectFooterRendered(page);
    await previewLauncher(page).waitFor();
    await expectNoBreakage(opened);
  });

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
    const failures = () => errors.filter((e) => e.includes('<nl-signup> customer base data failed')).length;
    await expect.poll(() => failures() > 0 && failures() === browser.backend.calls('newsletterBaseData').length, { timeout: 5000 }).toBe(true);
    expect(await emailField(page).inputValue()).toBe('schnell@example.com');
    await submitButton(page).click();
    await signup(page).getByText('Vielen Dank für Ihre Newsletter Anmeldung').waitFor();
    await expectNoBreakage(opened);
  });

  it('with a service that answers the prefill with markup: the values are text, invalid names are not taken', async () => {
    browser.backend.configure({ newsletterCustomer: { email: MARKUP, salutation: MARKUP, firstName: MARKUP, lastName: 'Muster', consents: [MARKUP], legals: {} } });
    const opened = await browser.open('/hardening-input-at.html', { html: '<nl-signup site="AT"></nl-signup>', cookies: { loginToken: 'garbage' } });
    const { page } = opened;
    const field = (name: string) => page.locator(`nl-signup [name="${name}"]`);
    await expect.poll(() => field('newsletterEmail').inputValue()).toBe(MARKUP);
    expect(await field('firstName').inputValue()).toBe('');
    expect(await field('lastName').inputValue()).toBe('Muster');
    expect(await field('salutation').inputValue()).toBe('');
    await field('newsletterEmail').fill('kunde@example.com');
    await page.locator('nl-signup button[type="submit"]').click();
    await page.locator('nl-signup').getByText('Vielen Dank für Ihre Newsletter Anmeldung').waitFor();
    await expectNoBreakage(opened);
  });
});

describe('a malformed longTermToken cookie', () => {
  it.each(MALFORMED_TOKENS)('%s: logged, never renewed, the login token is still checked', async (label, value) => {
    const opened = await openAll({ loginToken: token({ exp: now() + 3600, ren: now() + 1800, lid: true }), longTermToken: value });
    const { page, errors } = opened;
    await expect.poll(() => statuses(page)).toEqual([4]);
    expect(browser.backend.calls('longTermTokenRenew')).toEqual([]);
    // A readable token whose times are not numbers is simply never due.
    const unreadable = !/^a JWT with (exp|null)/.test(label);
    expect(errors.some((e) => e.includes('<session-keeper> Cookie longTermToken is not a valid token'))).toBe(unreadable);
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
  const noLid = () => token({ exp: now() + 3600, ren: now() + 1800 });
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
    expect(await page.locator('shop-footer .ft-country').count()).toBe(1);
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
    await page.locator('shop-footer footer.ft:not([aria-busy])').waitFor({ state: 'attached' });
    expect(await page.locator('shop-footer footer.ft--reduced').count()).toBe(reduced ? 1 : 0);
    expect(await page.locator('shop-footer nl-signup').count()).toBe(reduced ? 0 : 1);
    expect(await page.locator('shop-footer .ft-legal a').count()).toBeGreaterThan(0);
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
    const opened = await openAll({ 'XSRF-TOKEN': value, loginToken: token({ exp: now() + 3600, ren: now() - 60, lid: true }) });
    const { page, errors } = opened;
    await expect.poll(() => statuses(page)).toHaveLength(1);
    await emailField(page).fill('csrf@example.com');
    await submitButton(page).click();
    await expect.poll(() => browser.backend.calls('newsletterSignup').length).toBe(1);
    await signup(page).getByText('Vielen Dank für Ihre Newsletter Anmeldung').waitFor();
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

const FOOTER_PAGE = '<main><h1>Shop</h1></main><shop-footer></shop-footer>';

async function openFooterWith(content: unknown) {
  const opened = await browser.open('/hardening-content.html', { html: FOOTER_PAGE });
  await expectFooterRendered(opened.page);
  await opened.page.locator('shop-footer').evaluate((footer, value) => Object.assign(footer, { content: value }), content);
  await opened.page.waitForTimeout(100);
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
      const origins = await page.locator('shop-footer').evaluate((footer, href) => [...footer.shadowRoot!.querySelectorAll('a')].filter((a) => a.getAttribute('href') === href).map((a) => a.origin), url);
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
    expect(await page.locator('shop-footer').getByRole('img', { name: `${MARKUP}Siegel` }).count()).toBe(1);
    await expectNoBreakage(opened);
  });

  it('with wrong types everywhere: each bad part logged and left out, the rest renders', async () => {
    const opened = await openFooterWith(WRONG_TYPES);
    const { page, errors } = opened;
    await expect.poll(() => footerText(page)).toContain('Retourenschein');
    const text = await footerText(page);
    for (const part of ['Bezahlen', 'Lieferung', 'Rückgabe', 'Hilfe', 'App Store', 'Qualität', 'Alle Preise inkl. MwSt., zzgl. Versandkosten']) expect(text).toContain(part);
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
    expect(await strip(page).getByRole('link', { name: `${MARKUP}Jetzt shoppen` }).getAttribute('href')).toBe('/sale');
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
    const opened = await openWithPromotion(promotion);
    const { page, errors } = opened;
    expect(await strip(page).count()).toBe(shown ? 1 : 0);
    if (shown) expect(await strip(page).getByRole('link').count()).toBe(0);
    expect(errors.some((e) => e.includes('<shop-footer> promotion'))).toBe(true);
    await expectNoBreakage(opened);
  });
});
