import { describe, expect, it, vi } from 'vitest';
import type { LoginRenewOutcome } from './api';
import { nowSeconds, unsignedToken } from '../../src/test-support/tokens';
import {
  CHECK_EVERY_MS,
  deferred,
  dueToken,
  FakeBrowser,
  notDueToken,
  otherTabs,
  settle,
  setup,
  fakeClockInEachTest,
} from './test-support';

fakeClockInEachTest();

/** Two tabs of one browser; the first one's renewal answers when the test says so (and sets a fresh token). */
function twoTabs(cookies: Record<string, string>, freshToken = notDueToken()) {
  const browser = new FakeBrowser();
  const first = setup({ browser, cookies });
  const second = setup({ browser });
  const call = deferred<LoginRenewOutcome>();
  first.renewLoginToken.mockImplementation(async () => {
    const outcome = await call.promise;
    browser.jar.set('loginToken', freshToken);
    return outcome;
  });
  return { browser, first, second, answer: call.answer };
}

describe('RenewalMachine across tabs', () => {
  it('renews under the lock once for both tabs; the waiting tab reports the outcome once, as other-tab', async () => {
    const { browser, first, second, answer } = twoTabs({ loginToken: dueToken() });
    first.keeper.start();
    second.keeper.start();
    await settle();
    expect(browser.lock.held).toBe(true);
    expect(browser.lock.waiting).toBe(1);
    answer('renewed');
    await settle();
    expect(first.reports).toEqual([{ status: 0, source: 'this-tab' }]);
    expect(second.reports).toEqual([{ status: 0, source: 'other-tab' }]);
    expect(second.renewLoginToken).not.toHaveBeenCalled();
    expect(browser.lock.held).toBe(false);
  });

  it('shares every login outcome, also a server error: no second call in the same cycle', async () => {
    const { first, second, answer } = twoTabs({ loginToken: dueToken() }, dueToken());
    first.keeper.start();
    second.keeper.start();
    answer('error');
    await settle();
    expect(second.reports).toEqual([{ status: 2, source: 'other-tab' }]);
    expect(second.renewLoginToken).not.toHaveBeenCalled();
  });

  it('takes no lock for a check that needs no call', async () => {
    const s = setup({ cookies: { loginToken: notDueToken() } });
    s.keeper.start();
    await settle();
    expect(s.statuses).toEqual([4]);
    expect(s.browser.lock.grants).toBe(0);
  });

  it('reads the cookies again under the lock: a token renewed meanwhile and no longer due gives 4 and no call', async () => {
    const s = setup({ cookies: { loginToken: dueToken() } });
    const elsewhere = deferred<void>();
    // Something else (the shop's login page, say) holds the lock and renews the token.
    void s.browser.lock.run(new AbortController().signal, () => elsewhere.promise);
    s.keeper.start();
    await settle();
    s.jar.set('loginToken', notDueToken());
    elsewhere.answer();
    await settle();
    expect(s.reports).toEqual([{ status: 4, source: 'this-tab' }]);
    expect(s.renewLoginToken).not.toHaveBeenCalled();
  });

  it("reports another tab's renewal of this cycle instead of calling; one older than a cycle does not count", async () => {
    const browser = new FakeBrowser();
    const other = browser.channel('other-tab');
    other.publish({ id: 'other-tab:1', tab: 'other-tab', kind: 'loginToken', at: Date.now() - 60_000, status: 0 });
    const recent = setup({ browser, cookies: { loginToken: dueToken() } });
    recent.keeper.start();
    await settle();
    expect(recent.reports).toEqual([{ status: 0, source: 'other-tab' }]);
    expect(recent.renewLoginToken).not.toHaveBeenCalled();

    other.publish({ id: 'other-tab:2', tab: 'other-tab', kind: 'loginToken', at: Date.now() - CHECK_EVERY_MS, status: 0 });
    const stale = setup({ browser });
    stale.keeper.start();
    await settle();
    expect(stale.renewLoginToken).toHaveBeenCalledTimes(1);
    expect(stale.reports).toEqual([{ status: 0, source: 'this-tab' }]);
  });

  it('one renewal per cycle in total when the renewal sets no fresh token', async () => {
    const browser = new FakeBrowser();
    const tabs = [0, 1, 2].map(() => setup({ browser, cookies: { loginToken: dueToken() } }));
    for (const tab of tabs) tab.keeper.start();
    await settle();
    expect(tabs.map((tab) => tab.reports)).toEqual([
      [{ status: 0, source: 'this-tab' }],
      [{ status: 0, source: 'other-tab' }],
      [{ status: 0, source: 'other-tab' }],
    ]);
    for (let cycle = 2; cycle <= 4; cycle++) {
      const reported = tabs.map((tab) => tab.reports.length);
      await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
      expect(tabs.reduce((sum, tab) => sum + tab.renewLoginToken.mock.calls.length, 0)).toBe(cycle);
      // Each tab reports its own check; a tab that hears the renewal before its check starts reports both.
      tabs.forEach((tab, index) => {
        expect(tab.reports.length).toBeGreaterThan(reported[index]);
        expect(tab.reports.at(-1)?.status).toBe(0);
      });
    }
  });

  it('a hidden tab gives up its wait for the lock, makes no call, still reports the shared outcome, and checks when visible', async () => {
    const { browser, first, second, answer } = twoTabs({ loginToken: dueToken() });
    first.keeper.start();
    second.keeper.start();
    await settle();
    second.visibility.set(true);
    await settle();
    expect(browser.lock.waiting).toBe(0);
    answer('renewed');
    await settle();
    expect(second.reports).toEqual([{ status: 0, source: 'other-tab' }]);
    second.visibility.set(false);
    await settle();
    expect(second.reports).toEqual([
      { status: 0, source: 'other-tab' },
      { status: 4, source: 'this-tab' },
    ]);
    expect(second.renewLoginToken).not.toHaveBeenCalled();
  });

  it('a tab hidden at start requests no lock', async () => {
    const s = setup({ hidden: true, cookies: { loginToken: dueToken() } });
    s.keeper.start();
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(s.browser.lock.grants).toBe(0);
  });

  it('stop() gives up a wait for the lock', async () => {
    const { browser, first, second, answer } = twoTabs({ loginToken: dueToken() });
    first.keeper.start();
    second.keeper.start();
    await settle();
    second.keeper.stop();
    await settle();
    expect(browser.lock.waiting).toBe(0);
    answer('renewed');
    await settle();
    expect(second.reports).toEqual([]);
  });

  it('renews a long-term token once per cycle for all tabs', async () => {
    const browser = new FakeBrowser();
    const noLid = unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds() + 1800 });
    const tabs = [0, 1].map(() => setup({ browser, cookies: { loginToken: noLid } }));
    for (const tab of tabs) tab.keeper.start();
    await settle();
    expect(tabs.map((tab) => tab.renewLongTermToken.mock.calls.length)).toEqual([1, 0]);
    expect(tabs.map((tab) => tab.statuses)).toEqual([[4], [4]]);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(tabs.reduce((sum, tab) => sum + tab.renewLongTermToken.mock.calls.length, 0)).toBe(2);
  });

  it('ignores its own earlier renewals: one tab alone renews every cycle', async () => {
    const s = setup({ cookies: { loginToken: dueToken() } });
    s.keeper.start();
    await settle();
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(s.renewLoginToken).toHaveBeenCalledTimes(2);
    expect(s.reports.map((report) => report.source)).toEqual(['this-tab', 'this-tab']);
  });

  // elements/session-keeper/README.md: a renewal of another tab counts for this cycle (3 min less 5 s), and
  // a record dated ahead of this device by more than 5 s is not believed.
  it.each([
    ['174.999 s ago', -174_999, 'other-tab'],
    ['175 s ago', -175_000, 'this-tab'],
    ['5 s ahead', 5_000, 'other-tab'],
    ['5.001 s ahead', 5_001, 'this-tab'],
  ])("another tab's renewal dated %s is reported by the %s", async (_, offsetMs, source) => {
    const browser = new FakeBrowser();
    await browser.channel('other-tab').publish({ ...otherTabs('other-tab:1', 0), at: Date.now() + offsetMs });
    const s = setup({ browser, cookies: { loginToken: dueToken() } });
    s.keeper.start();
    await settle();
    expect(s.reports).toEqual([{ status: 0, source }]);
  });
});
