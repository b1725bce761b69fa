// What the kit renders and logs: links decided by the URL parser, nothing the visitor typed
// overwritten, bounded error texts without personal data (the honeypot and autofill: autofill.e2e.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdRequests, isResourceFailure, reactSettled, useBrowser } from '../support/harness';
import { SIGNUP_TEXTS, ui } from '../support/nl-signup';
import { footerPainted } from '../support/shop-footer';
import { REACH_LOOPBACK, useHostileOrigin } from '../support/hostile-origin';

const browser = useBrowser({ chromiumArgs: REACH_LOOPBACK });
const hostile = useHostileOrigin();

const RECORDER = `<script>window.recorded = { results: [], errors: [] };
document.addEventListener('nl-submit', (e) => recorded.results.push(e.detail.result));
document.addEventListener('storefront-error', (e) => recorded.errors.push(e.detail.message));</script>`;
const recorded = (page: Page) => page.evaluate(() => (window as unknown as { recorded: { results: string[]; errors: string[] } }).recorded);

describe('links in footer content and the promotion', () => {
  it('are links only when they resolve to http(s); another origin after resolution opens in a new tab without referrer', async () => {
    const evilHost = new URL(hostile.origin).host;
    browser.backend.configure({ promotion: { text: 'Sale', link: { url: '\u00a0javascript:window.hacked=1', text: 'Promotion link' } } });
    const links = [
      ['Slash backslash', `/\\${evilHost}/x`],
      ['Two backslashes', `\\\\${evilHost}/y`],
      ['No-break space', '\u00a0javascript:window.hacked=2'],
      ['Byte order mark', '\ufeffdata:text/html,<script>window.hacked=3</script>'],
      ['Line separator', '\u2028javascript:window.hacked=4'],
      ['Own page', '/impressum'],
    ];
    const { page } = await browser.open('/links.html', {
      html: `<script>
        const footer = document.createElement('shop-footer');
        footer.content = { legalLinks: ${JSON.stringify(links.map(([text, url]) => ({ url, text }))).replaceAll('<', '\\u003c')} };
        document.body.append(footer);
      </script>`,
    });
    await footerPainted(page);
    await page.locator('shop-footer').getByText('Sale').waitFor();
    const names = [...links.map(([text]) => text), 'Promotion link'];
    // An external link's text ends with a hint for screen readers ("opens in a new tab"): matched by its start.
    const rendered = await page.evaluate(
      (wanted) =>
        [...(document.querySelector('shop-footer')?.shadowRoot?.querySelectorAll('a') ?? [])].flatMap((a) => {
          const text = wanted.find((name) => a.textContent?.trim().startsWith(name));
          return text ? [{ text, href: a.href, target: a.getAttribute('target'), rel: a.getAttribute('rel') }] : [];
        }),
      names,
    );
    expect(rendered).toEqual([
      { text: 'Slash backslash', href: `${hostile.origin}/x`, target: '_blank', rel: 'noopener noreferrer' },
      { text: 'Two backslashes', href: `${hostile.origin}/y`, target: '_blank', rel: 'noopener noreferrer' },
      { text: 'Own page', href: `${browser.url}/impressum`, target: null, rel: null },
    ]);
    // The promotion shows without its link; the legal links' texts show as text.
    for (const text of ['No-break space', 'Byte order mark', 'Line separator'])
      expect(await page.locator('shop-footer').getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  });
});

describe('what the visitor typed', () => {
  it('is not overwritten by a base-data answer that comes 3 s late, nor locked', async () => {
    // Logged in once the call is held: its answer comes after the typing however fast or slow the machine.
    // The logged-out document first runs its effects: one that ran after the cookie was set would call too.
    const { page, context } = await browser.open('/late-prefill.html', { html: '<nl-signup site="HU"></nl-signup>' });
    await ui(page).email.waitFor();
    await reactSettled(page);
    const baseData = await holdRequests(page, '/service/newsletter/api/internal/customers/base-data');
    await context.addCookies([{ name: 'loginToken', value: 'login-token-late', url: browser.url }]);
    await page.reload();
    const form = ui(page);
    await form.email.click();
    await form.lastName.fill('Kovács');
    await form.email.fill('typed@example.com');
    await expect.poll(baseData.held).toBe(1);
    baseData.release();
    await expect.poll(() => browser.backend.calls('newsletterBaseData').length).toBe(1);
    // The demo customer's salutation fills the untouched select and locks it; the typed fields stay.
    await expect.poll(() => form.salutation.inputValue()).toBe('MRS');
    expect(await form.lastName.inputValue()).toBe('Kovács');
    expect(await form.email.inputValue()).toBe('typed@example.com');
    expect(await form.lastName.isDisabled()).toBe(false);
    expect(await form.firstName.inputValue()).toBe('Erika');
    expect(await form.firstName.isDisabled()).toBe(true);
  });
});

describe('error texts', () => {
  it.each([
    ['a 5 MB error body', () => JSON.stringify({ title: 'x'.repeat(5 * 1024 * 1024) })],
    ['an answer nested 200,000 levels deep', () => `${'{"a":'.repeat(200_000)}1${'}'.repeat(200_000)}`],
  ])('%s: the banner, nl-submit, and one short logged error without the e-mail', async (_what, body) => {
    const answer = body();
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !isResourceFailure(message.text())) errors.push(message.text());
    });
    await context.route('**/newsletter-subscribers', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: answer }),
    );
    await page.route(`${browser.url}/errors.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/dist/storefront-elements.js"></script></head><body>${RECORDER}<nl-signup site="DE"></nl-signup></body></html>`,
      }),
    );
    await page.goto(`${browser.url}/errors.html`);
    const form = ui(page);
    await form.email.fill('private.person@example.com');
    await form.submit.click();
    await page.getByText(SIGNUP_TEXTS.DE.errorGeneric).waitFor();
    expect((await recorded(page)).results).toEqual(['ERROR_GENERIC']);
    const events = (await recorded(page)).errors;
    expect(errors).toHaveLength(1);
    expect(events).toHaveLength(1);
    for (const text of [...errors, ...events]) {
      expect(text.length).toBeLessThan(1200);
      expect(text).not.toContain('private.person');
      expect(text).toContain('sign-up failed');
    }
  });
});
