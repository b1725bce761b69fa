import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { REACH_LOOPBACK } from '../../e2e/support/hostile-origin';
import { testPageHtml, useBrowser } from '../../e2e/support/harness';
import { nowSeconds, unsignedToken } from '../../src/test-support/tokens';

/** A shop page served over plain http from a host that is not the loopback: not a secure context. */
const INSECURE_HOST = 'legacy-shop.test';
const browser = useBrowser({ chromiumArgs: [`--host-resolver-rules=MAP ${INSECURE_HOST} 127.0.0.1`, ...REACH_LOOPBACK] });

// Each tab records every session-status detail with the index of the keeper that dispatched it.
const RECORDER = `<script>window.reports = []; document.addEventListener('session-status', (e) =>
  reports.push({ keeper: [...document.querySelectorAll('session-keeper')].indexOf(e.target), ...e.detail }));</script>`;
const KEEPER_PAGE = `${RECORDER}<session-keeper></session-keeper>`;
const THREE_MINUTES = 180_000;
const TWO_HOURS = 2 * 3_600_000;
const WAIT = { timeout: 15_000 };

interface Report {
  keeper: number;
  status: number;
  source: string;
}

/** Seconds on the server's (the test machine's) clock. */
const serverSeconds = nowSeconds;
const dueToken = () => unsignedToken({ exp: serverSeconds() + 3600, ren: serverSeconds() - 60, lid: true });
const reports = (page: Page) => page.evaluate(() => (window as unknown as { reports: Report[] }).reports);
const renewCalls = () => browser.backend.calls('loginTokenRenew').length;
const longTermCalls = () => browser.backend.calls('longTermTokenRenew').length;

interface TabsOptions {
  cookies: Record<string, string>;
  /** Installs Playwright's clock for every tab, at this device time. */
  clockAt?: number;
  /** Installs it stopped: no timer fires (nor a call's 15 s time-out, however slow the machine). */
  clockStopped?: boolean;
  html?: string;
  initScript?: string;
}

/** One browser context (shared cookies, storage, locks and channels) and a way to open tabs in it. */
async function session({ cookies, clockAt, clockStopped = false, html = KEEPER_PAGE, initScript }: TabsOptions) {
  const context = await browser.newContext({ cookies, initScript });
  if (clockAt !== undefined || clockStopped) await context.clock.install({ time: clockAt ?? Date.now() });
  if (clockStopped) await context.clock.pauseAt((clockAt ?? Date.now()) + 1000);
  await context.route(/\/tab-\d+\.html$/, (route) => route.fulfill({ contentType: 'text/html', body: testPageHtml(html) }));
  let opened = 0;
  const openTab = async () => {
    const page = await context.newPage();
    await page.goto(`${browser.url}/tab-${opened++}.html`);
    return page;
  };
  return { context, openTab };
}

async function openTabs(count: number, options: TabsOptions) {
  const { context, openTab } = await session(options);
  const tabs: Page[] = [];
  for (let index = 0; index < count; index++) tabs.push(await openTab());
  return { context, tabs };
}

const allReports = (tabs: Page[]) => Promise.all(tabs.map(reports));
/** Waits until every tab has reported `count` statuses and returns them. */
async function reportsOfEveryTab(tabs: Page[], count: number): Promise<Report[][]> {
  await expect.poll(async () => (await allReports(tabs)).map((list) => list.length), WAIT).toEqual(tabs.map(() => count));
  return allReports(tabs);
}

const lockState = (page: Page) =>
  page.evaluate(async () => {
    const { held = [], pending = [] } = await navigator.locks.query();
    return { held: held.length, pending: pending.length };
  });

/**
 * The next cycle for every tab; Playwright's clock only after the calls in flight have answered and
 * no tab holds or waits for the lock: a tab's report may come from the channel while its own check
 * still waits, and a jump then would wake that check with this cycle's record three minutes old.
 * A jump (fastForward) fires the due check once at its end: with runFor, a check due early in the
 * span (the clock runs on while a slow machine waits for every tab) would start its call mid-span,
 * and the rest of the span would run out that call's 15 s time-out.
 */
async function nextCycle(context: BrowserContext) {
  const [anyTab] = context.pages();
  if (anyTab) await expect.poll(() => lockState(anyTab), WAIT).toEqual({ held: 0, pending: 0 });
  await context.clock.fastForward(THREE_MINUTES);
}

const hide = (page: Page, hidden: boolean) =>
  page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (isHidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

describe('<session-keeper> across tabs: one renewal per cycle for the whole browser', () => {
  it.each([
    [2, true],
    [5, false],
    [5, true],
    [2, false],
  ])(
    '%i tabs with a due login token (fresh cookie on renewal: %s): one renew POST per due cycle, every tab reports it',
    async (count, freshCookie) => {
      // A fresh token due at once, or no fresh token: every cycle is a due cycle. Its ren lies a few
      // seconds back: a tab's estimate of the server's clock (from whole-second Date headers) may be
      // a moment behind, and a token due this very second would then read "not yet due".
      browser.backend.configure({ loginRenewSetsCookie: freshCookie, loginRenewAfterS: -5, delays: { loginTokenRenew: 800 } });
      const { context, tabs } = await openTabs(count, { cookies: { loginToken: dueToken() }, clockAt: Date.now() });
      // Several cycles: every one of them is a race for the lock, in which the tab granted it next must find the record of the tab before.
      // No jump after the last: its renewal, still on its way when the test ends, would count in the next test.
      for (let cycle = 1; cycle <= 4; cycle++) {
        if (cycle > 1) await nextCycle(context);
        const seen = await reportsOfEveryTab(tabs, cycle);
        expect(renewCalls()).toBe(cycle);
        const latest = seen.map((list) => list[cycle - 1]);
        expect(latest.every((report) => report.status === 0)).toBe(true);
        expect(latest.map((report) => report.source).sort()).toEqual(['this-tab', ...Array(count - 1).fill('other-tab')].sort());
      }
    },
  );

  it('a due long-term token: one renew POST per cycle, every tab reports its check', async () => {
    browser.backend.configure({ delays: { longTermTokenRenew: 800 } });
    // A login token without lid makes the long-term renewal due in every cycle.
    const noLid = unsignedToken({ exp: serverSeconds() + 3600, ren: serverSeconds() + 1800 });
    const { context, tabs } = await openTabs(3, { cookies: { loginToken: noLid }, clockAt: Date.now() });
    const first = await reportsOfEveryTab(tabs, 1);
    expect(longTermCalls()).toBe(1);
    expect(first.flat().map(({ status, source }) => ({ status, source }))).toEqual(Array(3).fill({ status: 4, source: 'this-tab' }));
    await nextCycle(context);
    await reportsOfEveryTab(tabs, 2);
    expect(longTermCalls()).toBe(2);
    expect(renewCalls()).toBe(0);
  });

  it('on a plain-http page (no Web Locks there: not a secure context) the localStorage lease still keeps two tabs to one call', async () => {
    browser.backend.configure({ loginRenewAfterS: -5, delays: { loginTokenRenew: 800 } });
    const address = new URL(browser.url);
    address.hostname = INSECURE_HOST;
    const { origin } = address;
    const context = await browser.newContext();
    await context.addCookies([{ name: 'loginToken', value: dueToken(), url: origin }]);
    await context.route(/\/tab-\d+\.html$/, (route) => route.fulfill({ contentType: 'text/html', body: testPageHtml(KEEPER_PAGE) }));
    const tabs: Page[] = [];
    for (let index = 0; index < 2; index++) {
      const page = await context.newPage();
      await page.goto(`${origin}/tab-${index}.html`);
      tabs.push(page);
    }
    expect(await tabs[0].evaluate(() => ({ secure: window.isSecureContext, locks: 'locks' in navigator }))).toEqual({
      secure: false,
      locks: false,
    });
    const seen = await reportsOfEveryTab(tabs, 1);
    expect(renewCalls()).toBe(1);
    expect(seen.flat().map(({ status, source }) => ({ status, source }))).toEqual([
      { status: 0, source: 'this-tab' },
      { status: 0, source: 'other-tab' },
    ]);
  });

  it('a tab hidden while another renews gives up its wait for the lock, makes no call, and still hears the outcome', async () => {
    const { context, openTab } = await session({ cookies: { loginToken: dueToken() }, clockStopped: true });
    // The renewal is held in the browser until the test lets it through.
    const held: Route[] = [];
    await context.route(/\/logintoken\/renew$/, (route) => void held.push(route));
    const renewing = await openTab();
    const hidden = await openTab();
    await expect.poll(() => lockState(renewing), WAIT).toEqual({ held: 1, pending: 1 });
    await hide(hidden, true);
    await expect.poll(() => lockState(renewing), WAIT).toEqual({ held: 1, pending: 0 });
    expect(held).toHaveLength(1);
    await held[0].continue();
    await expect.poll(() => reports(hidden), WAIT).toEqual([{ keeper: 0, status: 0, source: 'other-tab' }]);
    // The renewing tab reports once its record is stored, which may be after the other tab heard it.
    await expect.poll(() => reports(renewing), WAIT).toEqual([{ keeper: 0, status: 0, source: 'this-tab' }]);
    await hide(hidden, false);
    // Visible again: it checks at once and finds the fresh token, not yet due.
    await expect
      .poll(() => reports(hidden), WAIT)
      .toEqual([
        { keeper: 0, status: 0, source: 'other-tab' },
        { keeper: 0, status: 4, source: 'this-tab' },
      ]);
    expect(renewCalls()).toBe(1);
  });

  it('a tab closed while it holds the lock frees it: the waiting tab renews', async () => {
    browser.backend.configure({ faults: { loginTokenRenew: 'timeout' } });
    const { openTab } = await session({ cookies: { loginToken: dueToken() }, clockStopped: true });
    const holder = await openTab();
    await expect.poll(renewCalls, WAIT).toBe(1);
    const waiting = await openTab();
    await expect.poll(() => lockState(waiting), WAIT).toEqual({ held: 1, pending: 1 });
    expect(renewCalls()).toBe(1);
    browser.backend.configure({ faults: { loginTokenRenew: null } });
    await holder.close();
    await expect.poll(() => reports(waiting), WAIT).toEqual([{ keeper: 0, status: 0, source: 'this-tab' }]);
    expect(renewCalls()).toBe(2);
  });
});

describe('<session-keeper> and a wrong device clock', () => {
  it.each([true, false])('2 h ahead (Date header: %s): a valid session is renewed, never reported expired', async (dateHeader) => {
    browser.backend.configure({ dateHeader });
    const { context, tabs } = await openTabs(1, { cookies: { loginToken: dueToken() }, clockAt: Date.now() + TWO_HOURS });
    const [tab] = tabs;
    await expect.poll(() => reports(tab), WAIT).toEqual([{ keeper: 0, status: 0, source: 'this-tab' }]);
    await nextCycle(context);
    // With the server's time the fresh token is not yet due (4); without it the service is asked and answers 200 (1).
    const expected = dateHeader ? [0, 4] : [0, 1];
    await expect.poll(async () => (await reports(tab)).map((report) => report.status), WAIT).toEqual(expected);
    expect(renewCalls()).toBe(dateHeader ? 1 : 2);
  });

  it.each([true, false])('2 h behind (Date header: %s): an expired session is not renewed again and again', async (dateHeader) => {
    browser.backend.configure({ dateHeader });
    // Expired a minute ago on the server; on the device clock it looks due and valid.
    const expired = unsignedToken({ exp: serverSeconds() - 60, ren: serverSeconds() - 3 * 3600, lid: true });
    const { context, tabs } = await openTabs(1, { cookies: { loginToken: expired }, clockAt: Date.now() - TWO_HOURS });
    await expect.poll(() => reports(tabs[0]), WAIT).toEqual([{ keeper: 0, status: 5, source: 'this-tab' }]);
    await nextCycle(context);
    await nextCycle(context);
    expect(await reports(tabs[0])).toHaveLength(1);
    expect(renewCalls()).toBe(1);
  });

  it("2 h behind with a Date header from the footer's answers: a due session is renewed in the next cycle", async () => {
    const html = `${KEEPER_PAGE}<shop-footer></shop-footer>`;
    const { context, tabs } = await openTabs(1, { cookies: { loginToken: dueToken() }, clockAt: Date.now() - TWO_HOURS, html });
    await expect.poll(() => browser.backend.calls('promotion').length, WAIT).toBeGreaterThan(0);
    await expect.poll(async () => (await reports(tabs[0])).length, WAIT).toBe(1);
    await nextCycle(context);
    // The device clock alone says "not yet due" (4) for two more hours.
    await expect.poll(async () => (await reports(tabs[0])).map((report) => report.status), WAIT).toContain(0);
    expect(renewCalls()).toBe(1);
  });
});

describe('<session-keeper> platform cookie and keepers on one page', () => {
  it('skips the long-term renewal for phone, PHONE, smartphone and tablet, not for CLASSIC', async () => {
    const noLid = unsignedToken({ exp: serverSeconds() + 3600, ren: serverSeconds() + 1800 });
    const { context, openTab } = await session({ cookies: { loginToken: noLid } });
    let tab: Page | undefined;
    const seen: Record<string, number> = {};
    // CLASSIC last: its renewal counts for the whole browser in this cycle.
    for (const platform of ['phone', 'PHONE', 'smartphone', 'tablet', 'CLASSIC']) {
      await context.addCookies([{ name: 'platform', value: platform, url: browser.url }]);
      const before = longTermCalls();
      if (tab) await tab.reload();
      else tab = await openTab();
      await expect.poll(async () => (await reports(tab as Page)).map((report) => report.status), WAIT).toEqual([4]);
      seen[platform] = longTermCalls() - before;
    }
    expect(seen).toEqual({ phone: 0, PHONE: 0, smartphone: 0, tablet: 0, CLASSIC: 1 });
  });

  it('two keepers on one page act as one: one call per cycle, both report each status', async () => {
    browser.backend.configure({ loginRenewSetsCookie: false });
    const html = `${KEEPER_PAGE}<session-keeper></session-keeper>`;
    const { context, tabs } = await openTabs(1, { cookies: { loginToken: dueToken() }, clockAt: Date.now(), html });
    const keepersAndStatuses = async () => (await reports(tabs[0])).map(({ keeper, status }) => [keeper, status]);
    await expect.poll(keepersAndStatuses, WAIT).toEqual([
      [0, 0],
      [1, 0],
    ]);
    expect(renewCalls()).toBe(1);
    await nextCycle(context);
    await expect.poll(keepersAndStatuses, WAIT).toHaveLength(4);
    expect(await keepersAndStatuses()).toEqual([
      [0, 0],
      [1, 0],
      [0, 0],
      [1, 0],
    ]);
    expect(renewCalls()).toBe(2);
    expect((await reports(tabs[0])).every((report) => report.source === 'this-tab')).toBe(true);
  });
});
