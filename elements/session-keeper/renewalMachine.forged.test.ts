import { describe, expect, it, vi } from 'vitest';
import type { LoginRenewOutcome } from './api';
import { type CrossTabLock, FUTURE_RECORD_TOLERANCE_MS, parseRecord } from './crossTab';
import { RenewalMachine, type StatusReport } from './renewalMachine';
import { nowSeconds, unsignedToken } from '../../src/test-support/tokens';
import {
  CHECK_EVERY_MS,
  deferred,
  dueToken,
  expiredToken,
  FakeBrowser,
  FakeClock,
  FakeVisibility,
  LOCK_WAIT_MS,
  notDueToken,
  settle,
  setup,
  fakeClockInEachTest,
} from './test-support';

fakeClockInEachTest();

const record = (status: number, at = Date.now() - 1_000) => ({
  id: 'forged:1',
  tab: 'forged',
  kind: 'loginToken' as const,
  at,
  status: status as 0,
});

describe('another tab cannot end this tab’s session', () => {
  it('refuses a record dated in the future beyond the tolerance, so it never stays the newest', () => {
    const now = Date.now();
    expect(FUTURE_RECORD_TOLERANCE_MS).toBe(5_000);
    expect(parseRecord(record(0, now + 4_000), now)).toEqual(record(0, now + 4_000));
    expect(parseRecord(record(0, now + 6_000), now)).toBeUndefined();
    expect(parseRecord(record(0, now + 365 * 24 * 3_600_000), now)).toBeUndefined();
  });

  it.each([
    ['expired (5)', 5],
    ['ok (1)', 1],
    ['no token (3)', 3],
  ])('renews a due token itself when a stored record says %s but its own cookie is the same, valid token', async (_what, status) => {
    const browser = new FakeBrowser();
    browser.channel('forged').publish(record(status));
    const tab = setup({ browser, cookies: { loginToken: dueToken() } });
    tab.keeper.start();
    await settle();
    expect(tab.renewLoginToken).toHaveBeenCalledTimes(1);
    expect(tab.reports).toEqual([{ status: 0, source: 'this-tab' }]);
  });

  it('ignores a forged "expired" message while its token is valid, and reports a real one once its cookie agrees', async () => {
    const browser = new FakeBrowser();
    const tab = setup({ browser, cookies: { loginToken: notDueToken() } });
    tab.keeper.start();
    await settle();
    const forger = browser.channel('forged');
    forger.publish(record(5));
    await settle();
    expect(tab.reports).toEqual([{ status: 4, source: 'this-tab' }]);

    browser.jar.set('loginToken', expiredToken());
    forger.publish({ ...record(5), id: 'real:1' });
    await settle();
    expect(tab.reports).toEqual([
      { status: 4, source: 'this-tab' },
      { status: 5, source: 'other-tab' },
    ]);
  });

  it('does not stop on another tab’s "ok" (1), even after the token changed: with its token due it asks the service itself', async () => {
    const browser = new FakeBrowser();
    const tab = setup({ browser, cookies: { loginToken: dueToken() } });
    const renewing = deferred<void>();
    void browser.lock.run(new AbortController().signal, () => renewing.promise);
    tab.keeper.start();
    await settle();
    browser.jar.set('loginToken', dueToken({ renewedBy: 'other' }));
    browser.channel('other').publish({ id: 'other:1', tab: 'other', kind: 'loginToken', at: Date.now(), status: 1 });
    renewing.answer();
    await settle();
    expect(tab.renewLoginToken).toHaveBeenCalledTimes(1);
    expect(tab.reports).toEqual([{ status: 0, source: 'this-tab' }]);
  });

  it('is not silenced by a lock held forever: after the bound each check runs without it, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const browser = new FakeBrowser();
    void browser.lock.run(new AbortController().signal, () => new Promise<void>(() => {}));
    const tab = setup({ browser, cookies: { loginToken: dueToken() } });
    tab.keeper.start();
    await vi.advanceTimersByTimeAsync(LOCK_WAIT_MS - 1);
    expect(tab.renewLoginToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(tab.renewLoginToken).toHaveBeenCalledTimes(1);
    expect(tab.reports).toEqual([{ status: 0, source: 'this-tab' }]);
    expect(error.mock.calls).toEqual([
      [
        '[storefront-elements] The session renewal lock was not granted within 45 s (another tab or a script holds it); this check runs without it.',
      ],
    ]);
    // The next cycle waits for the lock again, as long, and goes on without it again.
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS + LOCK_WAIT_MS);
    expect(tab.renewLoginToken).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe('a forged stopping status right after another tab really renewed (the token changed)', () => {
  const forgedExpired = () => ({ id: 'forged:after', tab: 'forged', kind: 'loginToken' as const, at: Date.now(), status: 5 as const });

  it('does not stop a tab that waited for the lock meanwhile: it reports the real renewal and its own 4, and polls on', async () => {
    const browser = new FakeBrowser();
    const tab = setup({ browser, cookies: { loginToken: dueToken() } });
    const renewing = deferred<void>();
    // The other tab holds the lock while it renews; its fresh token is not yet due.
    void browser.lock.run(new AbortController().signal, () => renewing.promise);
    tab.keeper.start();
    await settle();
    browser.jar.set('loginToken', notDueToken());
    browser.channel('other').publish({ id: 'other:1', tab: 'other', kind: 'loginToken', at: Date.now(), status: 0 });
    browser.channel('forged').publish(forgedExpired());
    await settle();
    renewing.answer();
    await settle();
    expect(tab.reports).toEqual([
      { status: 0, source: 'other-tab' },
      { status: 4, source: 'this-tab' },
    ]);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(tab.reports.at(-1)).toEqual({ status: 4, source: 'this-tab' });
    expect(tab.reports).toHaveLength(3);
  });

  it('is not reported by a tab between its checks', async () => {
    const browser = new FakeBrowser();
    const tab = setup({ browser, cookies: { loginToken: notDueToken() } });
    tab.keeper.start();
    await settle();
    browser.jar.set('loginToken', unsignedToken({ exp: nowSeconds() + 7200, ren: nowSeconds() + 3600, lid: true, renewedBy: 'other' }));
    browser.channel('forged').publish(forgedExpired());
    await settle();
    expect(tab.reports).toEqual([{ status: 4, source: 'this-tab' }]);
  });
});

describe('a renewal record dated ahead of this device’s clock', () => {
  it('is not this cycle’s renewal: this tab renews its due token itself', async () => {
    const browser = new FakeBrowser();
    browser.channel('forged').publish({ id: 'forged:ahead', tab: 'forged', kind: 'loginToken', at: Date.now() + 60_000, status: 0 });
    const tab = setup({ browser, cookies: { loginToken: dueToken() } });
    tab.keeper.start();
    await settle();
    expect(tab.renewLoginToken).toHaveBeenCalledTimes(1);
    expect(tab.reports).toEqual([{ status: 0, source: 'this-tab' }]);
  });
});

describe('real stopping outcomes of another tab', () => {
  it('a refusal (401) elsewhere while this tab’s token looks valid: this tab asks the service itself and reports its own 5', async () => {
    const browser = new FakeBrowser();
    const first = setup({ browser, renew: 'refused', cookies: { loginToken: dueToken() } });
    const second = setup({ browser, renew: 'refused' });
    first.keeper.start();
    second.keeper.start();
    await settle();
    expect(first.reports).toEqual([{ status: 5, source: 'this-tab' }]);
    expect(second.reports).toEqual([{ status: 5, source: 'this-tab' }]);
    expect(second.renewLoginToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 2);
    expect(first.renewLoginToken.mock.calls.length + second.renewLoginToken.mock.calls.length).toBe(2);
  });
});

describe('a lock granted just as the wait for it gives up', () => {
  it('runs the check once, under the lock: one call, nothing logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Like the Web Locks API: a grant already on its way is not taken back by the abort.
    const lateLock: CrossTabLock = {
      run: (_signal, task) => new Promise((resolve) => setTimeout(() => resolve(task()), LOCK_WAIT_MS)),
    };
    const reports: StatusReport[] = [];
    const renewLoginToken = vi.fn(async (): Promise<LoginRenewOutcome> => 'renewed');
    const keeper = new RenewalMachine({
      renewLoginToken,
      renewLongTermToken: async () => {},
      readCookie: (name) => (name === 'loginToken' ? dueToken() : undefined),
      onStatus: (report) => reports.push(report),
      visibility: new FakeVisibility(),
      clock: new FakeClock(),
      lock: lateLock,
      tabs: new FakeBrowser().channel('late-lock'),
    });
    keeper.start();
    await vi.advanceTimersByTimeAsync(LOCK_WAIT_MS);
    keeper.stop();
    expect(renewLoginToken).toHaveBeenCalledTimes(1);
    expect(reports).toEqual([{ status: 0, source: 'this-tab' }]);
    expect(error).not.toHaveBeenCalled();
  });
});
