import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUTURE_RECORD_TOLERANCE_MS, parseRecord } from './crossTab';
import { CHECK_INTERVAL_MS, LOCK_WAIT_LIMIT_MS } from './renewalMachine';
import { dueToken, expiredToken, FakeBrowser, notDueToken, settle, setup } from './renewalMachine.testkit';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

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

  it('adopts another tab’s stopping status when the token changed meanwhile (that tab renewed it)', async () => {
    const browser = new FakeBrowser();
    const tab = setup({ browser, cookies: { loginToken: dueToken() } });
    const holder = new AbortController();
    let release = () => {};
    void browser.lock.run(holder.signal, () => new Promise<void>((done) => (release = done)));
    tab.keeper.start();
    await settle();
    browser.jar.set('loginToken', dueToken({ renewedBy: 'other' }));
    browser.channel('other').publish({ id: 'other:1', tab: 'other', kind: 'loginToken', at: Date.now(), status: 1 });
    release();
    await settle();
    expect(tab.renewLoginToken).not.toHaveBeenCalled();
    expect(tab.reports).toEqual([{ status: 1, source: 'other-tab' }]);
  });

  it('is not silenced by a lock held forever: after the bound each check runs without it, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const browser = new FakeBrowser();
    void browser.lock.run(new AbortController().signal, () => new Promise<void>(() => {}));
    const tab = setup({ browser, cookies: { loginToken: dueToken() } });
    tab.keeper.start();
    await vi.advanceTimersByTimeAsync(LOCK_WAIT_LIMIT_MS - 1);
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
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS + LOCK_WAIT_LIMIT_MS);
    expect(tab.renewLoginToken).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledTimes(2);
  });
});
