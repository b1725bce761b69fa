// A script on the page (or another tab) cannot end this tab's session: forged cross-tab records and
// messages are held against this tab's own cookies, and a lock held forever only delays a check.
// The server's clock is read only from answers that cannot be cached copies.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { reactSettled, testPageHtml, useBrowser } from '../support/harness';
import { nowSeconds, unsignedToken } from '../../src/test-support/tokens';

const browser = useBrowser();

const dueToken = () => unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds() - 60, lid: true });

const RECORDER = `<script>window.reports = []; document.addEventListener('session-status', (e) => reports.push(e.detail));</script>`;
const KEEPER = `${RECORDER}<session-keeper></session-keeper>`;
/**
 * Stores a login-token renewal record where the tabs keep them (IndexedDB), before the page's own
 * scripts run: its open request and write come before the keeper's.
 */
const storeRecord = (record: string) => `
  const open = indexedDB.open('storefront-elements', 1);
  open.onupgradeneeded = () => open.result.createObjectStore('session-renewals');
  open.onsuccess = () => {
    open.result.transaction('session-renewals', 'readwrite').objectStore('session-renewals').put(${record}, 'loginToken');
    open.result.close();
  };
`;
const CHANNEL = 'storefront-elements:session';
const LOCK = 'storefront-elements:session-renewal';
/** The keeper's bound on a wait for the lock (elements/session-keeper/renewalMachine.ts, LOCK_WAIT_LIMIT_MS). */
const LOCK_WAIT_LIMIT_MS = 45_000;
const WAIT = { timeout: 15_000 };
const LOCK_MESSAGE = 'The session renewal lock was not granted within 45 s';

interface Report {
  status: number;
  source: string;
}

const reports = (page: Page) => page.evaluate(() => (window as unknown as { reports: Report[] }).reports);
const renewCalls = () => browser.backend.calls('loginTokenRenew').length;
const lockState = (page: Page) =>
  page.evaluate(async () => {
    const { held = [], pending = [] } = await navigator.locks.query();
    return { held: held.length, pending: pending.length };
  });

// Written before the page's own scripts: a stored "expired" record from a tab that never was, one
// dated a year ahead, and the same as a message on the tabs' channel.
const FORGER = `
  const forged = { id: 'forged:1', tab: 'forged', kind: 'loginToken', at: Date.now(), status: 5 };
  ${storeRecord('forged')}
  const channel = new BroadcastChannel('${CHANNEL}');
  window.forgedPosts = 0;
  setInterval(() => {
    channel.postMessage({ ...forged, id: 'forged:' + Math.random(), at: Date.now() + 365 * 864e5 });
    channel.postMessage({ ...forged, id: 'forged:' + Math.random() });
    window.forgedPosts += 2;
  }, 20);
`;

/** One browser session (cookies, storage, locks, channels shared by its tabs); tabs show `html`. */
async function session(cookies: Record<string, string>, html = KEEPER, initScript?: string) {
  const context = await browser.newContext({ cookies, initScript });
  await context.route(/\/tab-\d+\.html$/, (route) => route.fulfill({ contentType: 'text/html', body: testPageHtml(html) }));
  let opened = 0;
  const errors: string[] = [];
  const openTab = async () => {
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${browser.url}/tab-${opened++}.html`);
    return page;
  };
  return { context, openTab, errors };
}

/** Posts forged "expired" messages on the tabs' channel from `page`; resolves once they have been delivered there. */
const postForgedExpired = (page: Page) =>
  page.evaluate(
    ({ channelName }) =>
      new Promise<void>((delivered) => {
        // Created after the keeper's channel: it hears a message after the keeper's has.
        const witness = new BroadcastChannel(channelName);
        witness.onmessage = () => {
          witness.close();
          delivered();
        };
        const forger = new BroadcastChannel(channelName);
        for (let index = 0; index < 3; index++)
          forger.postMessage({ id: `forged:late:${index}`, tab: 'forged', kind: 'loginToken', at: Date.now(), status: 5 });
      }),
    { channelName: CHANNEL },
  );

describe('forged cross-tab records and messages', () => {
  it('do not stop the renewal of a due token, nor make the keeper report the session expired', async () => {
    const { page } = await browser.open('/forged.html', { html: KEEPER, cookies: { loginToken: dueToken() }, initScript: FORGER });
    await expect.poll(() => reports(page)).toEqual([{ status: 0, source: 'this-tab' }]);
    expect(renewCalls()).toBe(1);
    const posted = await page.evaluate(() => (window as unknown as { forgedPosts: number }).forgedPosts);
    await expect.poll(() => page.evaluate(() => (window as unknown as { forgedPosts: number }).forgedPosts)).toBeGreaterThan(posted + 20);
    expect(await reports(page)).toEqual([{ status: 0, source: 'this-tab' }]);
  });

  it.each([
    ['dated now is taken for this cycle’s renewal: no call', 0, [{ status: 0, source: 'other-tab' }], 0],
    ['dated two minutes ahead is not: the due token is renewed', 120_000, [{ status: 0, source: 'this-tab' }], 1],
  ])('a stored renewal %s', async (_label, aheadMs, expected, calls) => {
    const record = storeRecord(`{ id: 'stored:1', tab: 'another', kind: 'loginToken', at: Date.now() + ${aheadMs}, status: 0 }`);
    const { page } = await browser.open('/ahead.html', { html: KEEPER, cookies: { loginToken: dueToken() }, initScript: record });
    await expect.poll(() => reports(page)).toEqual(expected);
    expect(renewCalls()).toBe(calls);
  });

  it('an "expired" forged after another tab really renewed (the token changed) is not reported', async () => {
    const { context, openTab } = await session({ loginToken: dueToken() });
    // The first tab's renewal is held in the browser while the second tab waits for the lock.
    const held: Route[] = [];
    await context.route(/\/logintoken\/renew$/, (route) => void held.push(route));
    const renewing = await openTab();
    await expect.poll(() => held.length, WAIT).toBe(1);
    const waiting = await openTab();
    await expect.poll(() => lockState(waiting), WAIT).toEqual({ held: 1, pending: 1 });
    await held[0].continue();
    // The waiting tab reports that renewal once (its check's outcome is the same record).
    await expect.poll(() => reports(waiting), WAIT).toEqual([{ status: 0, source: 'other-tab' }]);
    // The renewing tab reports after it released the lock, which may be after the waiting tab heard of it.
    await expect.poll(() => reports(renewing), WAIT).toEqual([{ status: 0, source: 'this-tab' }]);
    await postForgedExpired(renewing);
    await reactSettled(waiting);
    expect(await reports(waiting)).toEqual([{ status: 0, source: 'other-tab' }]);
    expect(await reports(renewing)).toEqual([{ status: 0, source: 'this-tab' }]);
    expect(renewCalls()).toBe(1);
  });
});

describe('a renewal lock a script holds forever', () => {
  it('delays the renewal of a due token by the bound only; the check then runs without it and logs so once', async () => {
    const holdForever = `<script>navigator.locks.request('${LOCK}', () => new Promise(() => {}));</script>`;
    const { context, openTab, errors } = await session({ loginToken: dueToken() }, `${holdForever}${KEEPER}`);
    await context.clock.install();
    const tab = await openTab();
    await expect.poll(() => lockState(tab), WAIT).toEqual({ held: 1, pending: 1 });
    expect(renewCalls()).toBe(0);
    // The bound on the keeper's wait passes; the call it then makes answers in real time, and its
    // 15 s time-out (on the same clock) does not run out, since the clock moves no further.
    await context.clock.runFor(LOCK_WAIT_LIMIT_MS);
    await expect.poll(() => reports(tab), WAIT).toEqual([{ status: 0, source: 'this-tab' }]);
    expect(renewCalls()).toBe(1);
    expect(await lockState(tab)).toEqual({ held: 1, pending: 0 });
    expect(errors.filter((text) => text.includes(LOCK_MESSAGE))).toEqual([
      `[storefront-elements] <session-keeper>: ${LOCK_MESSAGE} (another tab or a script holds it); this check runs without it.`,
    ]);
  });
});

describe("the server's clock and cached answers", () => {
  const AN_HOUR = 3_600_000;

  /** The footer's GET answers, as a cache would serve them an hour late: the rest as the service sent them. */
  async function answerGetsAsStaleCopies(context: BrowserContext, cacheHeaders: Record<string, string>) {
    const staleDate = new Date(Date.now() - AN_HOUR).toUTCString();
    await context.route(/\/service\//, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const { 'cache-control': _dropped, ...headers } = response.headers();
      await route.fulfill({ response, headers: { ...headers, date: staleDate, ...cacheHeaders } });
    });
  }

  it.each([
    ['cacheable, without Age (a browser cache copy)', { 'cache-control': 'public, max-age=3600' }],
    ['marked no-store, yet with an Age (a cache that kept it anyway)', { 'cache-control': 'no-store', age: '30' }],
  ])('an answer an hour late, %s, does not make a due token "not yet due": it is renewed', async (_what, cacheHeaders) => {
    // Counts the service answers the page has received (the client reads their headers on arrival).
    const countAnswers = `window.answers = 0; const pageFetch = window.fetch;
      window.fetch = async (...args) => { const answer = await pageFetch(...args); window.answers += 1; return answer; };`;
    const { context, openTab } = await session({ loginToken: dueToken() }, `${RECORDER}<shop-footer></shop-footer>`, countAnswers);
    await answerGetsAsStaleCopies(context, cacheHeaders);
    const tab = await openTab();
    await expect.poll(() => browser.backend.calls('promotion').length, WAIT).toBeGreaterThan(0);
    await expect.poll(() => tab.evaluate(() => (window as unknown as { answers: number }).answers), WAIT).toBeGreaterThan(0);
    await tab.evaluate(() => document.body.append(document.createElement('session-keeper')));
    await expect.poll(() => reports(tab), WAIT).toEqual([{ status: 0, source: 'this-tab' }]);
    expect(renewCalls()).toBe(1);
    // A footer call still held by the handler when the context closes would fail there: let it end first.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
