// A script on the page (or another tab) cannot end this tab's session: forged cross-tab records and
// messages are held against this tab's own cookies, and a lock held forever only delays a check.
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/harness';

const browser = useBrowser();

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const dueToken = () => {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ exp: now + 3600, ren: now - 60, lid: true })}.sig`;
};

const KEEPER = `<script>window.reports = []; document.addEventListener('session-status', (e) => reports.push(e.detail));</script>
<session-keeper></session-keeper>`;

// Written before the page's own scripts: a stored "expired" record from a tab that never was, one
// dated a year ahead, and the same as a message on the tabs' channel.
const FORGER = `
  const forged = { id: 'forged:1', tab: 'forged', kind: 'loginToken', at: Date.now(), status: 5 };
  localStorage.setItem('storefront-elements:session-renewal:loginToken', JSON.stringify(forged));
  const channel = new BroadcastChannel('storefront-elements:session');
  window.forgedPosts = 0;
  setInterval(() => {
    channel.postMessage({ ...forged, id: 'forged:' + Math.random(), at: Date.now() + 365 * 864e5 });
    channel.postMessage({ ...forged, id: 'forged:' + Math.random() });
    window.forgedPosts += 2;
  }, 20);
`;

describe('forged cross-tab records and messages', () => {
  it('do not stop the renewal of a due token, nor make the keeper report the session expired', async () => {
    const { page } = await browser.open('/forged.html', { html: KEEPER, cookies: { loginToken: dueToken() }, initScript: FORGER });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { reports: unknown[] }).reports))
      .toEqual([{ status: 0, source: 'this-tab' }]);
    expect(browser.backend.calls('loginTokenRenew')).toHaveLength(1);
    const posted = await page.evaluate(() => (window as unknown as { forgedPosts: number }).forgedPosts);
    await expect.poll(() => page.evaluate(() => (window as unknown as { forgedPosts: number }).forgedPosts)).toBeGreaterThan(posted + 20);
    expect(await page.evaluate(() => (window as unknown as { reports: unknown[] }).reports)).toEqual([{ status: 0, source: 'this-tab' }]);
  });
});
