import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../../e2e/support/harness';
import { nowSeconds, unsignedToken } from '../../src/test-support/tokens';

const browser = useBrowser();

// Records session-status events before the module loads (module scripts run after inline ones).
const KEEPER_PAGE = `<script>window.sessionStatuses = []; document.addEventListener('session-status', (e) => sessionStatuses.push(e.detail.status));</script>
<session-keeper></session-keeper>`;

const statuses = (page: Page) => page.evaluate(() => window.sessionStatuses);
const THREE_MINUTES = 180_000;

const openKeeper = (path: string, cookies: Record<string, string>, clock = false) =>
  browser.open(path, { html: KEEPER_PAGE, cookies, clock });

describe('<session-keeper>', () => {
  it('renews a due login token with the CSRF header and an empty JSON body, and reports 0', async () => {
    const { page } = await openKeeper('/due.html', {
      loginToken: unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds() - 60, lid: true }),
      'XSRF-TOKEN': 'csrf-e2e',
    });
    await expect.poll(() => statuses(page)).toEqual([0]);
    const [call] = browser.backend.calls('loginTokenRenew');
    expect(call.method).toBe('POST');
    expect(call.headers['x-xsrf-token']).toBe('csrf-e2e');
    expect(call.headers['content-type']).toContain('application/json');
    expect(call.body).toEqual({});
    expect(browser.backend.calls('longTermTokenRenew')).toEqual([]);
    expect(await page.evaluate(() => document.querySelector('session-keeper')!.getBoundingClientRect().height)).toBe(0);
  });

  it('reports 1 on a 200 answer and 2 on a 500 answer', async () => {
    const due = unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds() - 60, lid: true });
    browser.backend.configure({ loginRenewAnswer: 200 });
    const ok = await openKeeper('/ok.html', { loginToken: due });
    await expect.poll(() => statuses(ok.page)).toEqual([1]);
    browser.backend.configure({ loginRenewAnswer: 500 });
    const failed = await openKeeper('/error.html', { loginToken: due });
    await expect.poll(() => statuses(failed.page), { timeout: 20_000 }).toEqual([2]);
  });

  it('renews the long-term token when the login token has no lid, but not on a smartphone', async () => {
    const noLid = unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds() + 1800 });
    const desktop = await openKeeper('/no-lid.html', { loginToken: noLid, 'XSRF-TOKEN': 'csrf-lt' });
    await expect.poll(() => statuses(desktop.page)).toEqual([4]);
    const calls = browser.backend.calls('longTermTokenRenew');
    expect(calls).toHaveLength(1);
    expect(calls[0].headers['x-xsrf-token']).toBe('csrf-lt');
    expect(calls[0].body).toBeUndefined();

    const phone = await openKeeper('/phone.html', { loginToken: noLid, platform: 'smartphone' });
    await expect.poll(() => statuses(phone.page)).toEqual([4]);
    expect(browser.backend.calls('longTermTokenRenew')).toHaveLength(1);
  });

  it('reports 3 without a token, with no call', async () => {
    const { page } = await openKeeper('/none.html', {});
    await expect.poll(() => statuses(page)).toEqual([3]);
    expect(browser.backend.calls('loginTokenRenew')).toEqual([]);
  });

  it('reports 3 for a malformed token, logs it and throws nothing', async () => {
    const { page, errors, pageErrors } = await openKeeper('/malformed.html', { loginToken: 'not-a-jwt' });
    await expect.poll(() => statuses(page)).toEqual([3]);
    expect(errors.some((e) => e.includes('[storefront-elements] <session-keeper>: Cookie loginToken is not a valid token'))).toBe(true);
    expect(pageErrors).toEqual([]);
    expect(browser.backend.calls('loginTokenRenew')).toEqual([]);
  });

  it('reports 4 before the renew time, without a call, and keeps polling every 3 minutes', async () => {
    const { page } = await openKeeper(
      '/not-due.html',
      { loginToken: unsignedToken({ exp: nowSeconds() + 7200, ren: nowSeconds() + 3600, lid: true }) },
      true,
    );
    await expect.poll(() => statuses(page)).toEqual([4]);
    await page.clock.runFor(THREE_MINUTES);
    await expect.poll(() => statuses(page)).toEqual([4, 4]);
    expect(browser.backend.calls('loginTokenRenew')).toEqual([]);
  });

  it('reports 5 for an expired token and stops polling', async () => {
    // Expired longer ago than the tolerance for an unknown server time: no call needed to be sure.
    const expired = unsignedToken({ exp: nowSeconds() - 13 * 3600, ren: nowSeconds() - 14 * 3600, lid: true });
    const { page } = await openKeeper('/expired.html', { loginToken: expired }, true);
    await expect.poll(() => statuses(page)).toEqual([5]);
    await page.clock.runFor(THREE_MINUTES * 4);
    expect(await statuses(page)).toEqual([5]);
    expect(browser.backend.calls('loginTokenRenew')).toEqual([]);
  });

  it('stops polling after 3 (no token)', async () => {
    const { page } = await openKeeper('/stop-3.html', {}, true);
    await expect.poll(() => statuses(page)).toEqual([3]);
    await page.clock.runFor(THREE_MINUTES * 4);
    expect(await statuses(page)).toEqual([3]);
  });
});
