// The login token, the CSRF value, cookies and what the visitor types go only to the page's own
// origin or to an api-origin the page's <head> trusts (docs/contract.md, section 8), and never follow a
// redirect. Asserted from the hostile origin's own request log.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/harness';
import { SIGNUP_TEXTS, ui } from '../support/nl-signup';
import { footerPainted } from '../support/shop-footer';
import { REACH_LOOPBACK, useHostileOrigin } from '../support/hostile-origin';
import { nowSeconds, unsignedToken } from '../../src/test-support/tokens';

const browser = useBrowser({ chromiumArgs: REACH_LOOPBACK });
const hostile = useHostileOrigin();

const LOGIN_TOKEN = unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds() - 60, lid: true }, { signature: 'secret-signature' });
const COOKIES = { loginToken: LOGIN_TOKEN, 'XSRF-TOKEN': 'csrf-secret-value', previewAuthToken: 'staff-secret-value' };
const TYPED_EMAIL = 'visitor.private@example.com';
const SECRETS = [LOGIN_TOKEN, 'secret-signature', 'csrf-secret-value', 'staff-secret-value', TYPED_EMAIL, 'visitor.private'];

const RECORDER = `<script>window.recorded = { results: [], statuses: [] };
document.addEventListener('nl-submit', (e) => recorded.results.push(e.detail.result));
document.addEventListener('session-status', (e) => recorded.statuses.push(e.detail.status));</script>`;
const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { recorded: { results: string[]; statuses: number[] } }).recorded);

const untrusted = (origin: string) =>
  `api-origin "${origin}" is not trusted by this page, so no call is made to it. A page trusts an origin by listing it in <meta name="storefront-api-origins" content="${origin}"> in its <head>.`;

describe('an api-origin the page does not trust', () => {
  it('gets no call from any element, each element logs one error naming the meta tag, and the sign-up fails as on a failed call', async () => {
    const evil = hostile.origin;
    const { page, errors } = await browser.open('/untrusted.html', {
      cookies: COOKIES,
      html: `${RECORDER}<nl-signup site="DE" api-origin="${evil}"></nl-signup>
<shop-footer site="DE" api-origin="${evil}"></shop-footer><preview-panel api-origin="${evil}"></preview-panel>
<session-keeper api-origin="${evil}"></session-keeper>`,
    });
    const form = ui(page);
    await footerPainted(page);
    await form.email.fill(TYPED_EMAIL);
    await form.submit.click();
    await page.getByText(SIGNUP_TEXTS.DE.errorGeneric).waitFor();
    expect(await form.email.inputValue()).toBe(TYPED_EMAIL);
    expect((await recorded(page)).results).toEqual(['ERROR_GENERIC']);
    await expect.poll(async () => (await recorded(page)).statuses).toEqual([2]);

    expect(hostile.requests()).toEqual([]);
    const told = errors.filter((line) => line.includes('storefront-api-origins'));
    expect(told.sort()).toEqual(
      ['nl-signup', 'preview-panel', 'session-keeper', 'shop-footer'].map((tag) => `[storefront-elements] <${tag}>: ${untrusted(evil)}`),
    );
  });

  it('is called, with credentials, once the page template lists it in <meta name="storefront-api-origins">', async () => {
    const partner = hostile.origin;
    const { page } = await browser.open('/trusted.html', {
      cookies: { 'XSRF-TOKEN': 'csrf-secret-value' },
      document: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Trusted</title>
<meta name="storefront-api-origins" content="https://api.example.de ${partner}">
<script type="module" src="/dist/storefront-elements.js"></script></head><body><nl-signup site="DE" api-origin="${partner}/"></nl-signup></body></html>`,
    });
    const form = ui(page);
    await form.email.fill(TYPED_EMAIL);
    await form.submit.click();
    await expect.poll(() => hostile.requests().filter((request) => request.method === 'POST').length).toBe(1);
    const [post] = hostile.requests().filter((request) => request.method === 'POST');
    expect(post.path).toBe('/service/newsletter/api/internal/newsletter-subscribers');
    expect(JSON.parse(post.body).email).toBe(TYPED_EMAIL);
    expect(post.headers['x-xsrf-token']).toBe('csrf-secret-value');
  });
});

describe('a same-origin call answered with a redirect to another origin', () => {
  it.each([
    ['the prefill (302)', 302, '**/customers/base-data'],
    ['the sign-up (307, which would re-send the body)', 307, '**/newsletter-subscribers'],
  ])('%s is not followed: the other origin gets no token, CSRF value or e-mail', async (_what, status, pattern) => {
    const context = await browser.newContext({ cookies: COOKIES });
    const page = await context.newPage();
    await context.route(pattern, (route) => route.fulfill({ status, headers: { Location: `${hostile.origin}/collect` } }));
    await page.route(`${browser.url}/redirect.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/dist/storefront-elements.js"></script></head><body>${RECORDER}<nl-signup site="DE"></nl-signup></body></html>`,
      }),
    );
    // Where the prefill is answered, the visitor types once it has landed (no re-render under the click).
    const prefillAnswered = status === 307 ? page.waitForResponse('**/customers/base-data') : null;
    await page.goto(`${browser.url}/redirect.html`);
    const form = ui(page);
    await form.email.waitFor();
    await prefillAnswered;
    if (status === 307) await expect.poll(() => form.email.inputValue()).toBe('erika.mustermann@example.com');
    await form.email.fill(TYPED_EMAIL);
    await form.submit.click();
    await page.getByText(status === 307 ? SIGNUP_TEXTS.DE.errorGeneric : SIGNUP_TEXTS.DE.successTitle).waitFor();
    expect(hostile.requests()).toEqual([]);
    expect(hostile.leaks(SECRETS)).toEqual([]);
  });
});
