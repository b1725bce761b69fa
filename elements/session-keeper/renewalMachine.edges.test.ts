// The renewal machine's edges: each branch a page, a shopper or another tab can reach, with what it reports and logs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  base64url,
  CHECK_EVERY_MS,
  deferred,
  dueToken,
  FakeBrowser,
  handChannel,
  keeperWith,
  notDueToken,
  nowSeconds,
  otherTabs,
  settle,
  setup,
  token,
} from './renewalMachine.fakes';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('starting, stopping and hiding', () => {
  it('stop() before start() throws nothing; start() twice subscribes and checks once', async () => {
    const s = keeperWith();
    expect(() => s.keeper.stop()).not.toThrow();
    s.keeper.start();
    s.keeper.start();
    await settle();
    expect(s.reports).toEqual([{ status: 0, source: 'this-tab' }]);
    expect(s.renewLoginToken).toHaveBeenCalledTimes(1);
    expect(s.visibility.listenerCount).toBe(1);
  });

  it('a check asked for while the page is hidden does nothing: no lock, no call, no status', async () => {
    const s = setup({ cookies: { loginToken: dueToken() }, hidden: true });
    s.keeper.start();
    await s.keeper.check();
    expect(s.browser.lock.grants).toBe(0);
    expect(s.renewLoginToken).not.toHaveBeenCalled();
    expect(s.statuses).toEqual([]);
  });

  it('keeps no timer while the page is hidden', async () => {
    const s = setup({ cookies: { loginToken: notDueToken() } });
    s.keeper.start();
    await settle();
    expect(vi.getTimerCount()).toBe(1);
    s.visibility.set(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hidden and shown again while it waits for the lock: the check starts over and renews once granted', async () => {
    const browser = new FakeBrowser();
    const holder = deferred<void>();
    void browser.lock.run(new AbortController().signal, () => holder.promise);
    const s = setup({ browser, cookies: { loginToken: dueToken() } });
    s.keeper.start();
    await settle();
    s.visibility.set(true);
    s.visibility.set(false);
    await settle();
    expect(browser.lock.waiting).toBe(1);
    holder.answer();
    await settle();
    expect(s.reports).toEqual([{ status: 0, source: 'this-tab' }]);
  });

  it('a hidden tab that gives up its wait for the lock logs nothing', async () => {
    const browser = new FakeBrowser();
    void browser.lock.run(new AbortController().signal, () => deferred<void>().promise);
    const s = keeperWith({ lock: browser.lock });
    s.keeper.start();
    await settle();
    s.visibility.set(true);
    await settle();
    expect(browser.lock.waiting).toBe(0);
    expect(s.log.error).not.toHaveBeenCalled();
  });
});

describe('what it reports and logs', () => {
  it('a renew call that throws: 2 from this tab, and the cause logged', async () => {
    const s = keeperWith();
    const cause = new Error('boom');
    s.renewLoginToken.mockRejectedValueOnce(cause);
    s.keeper.start();
    await settle();
    expect(s.reports).toEqual([{ status: 2, source: 'this-tab' }]);
    expect(s.log.error.mock.calls).toEqual([['The session check failed; treated as a server error.', cause]]);
  });

  it('a login token whose payload is no object: 3, and the cause says why', async () => {
    const s = keeperWith({ cookies: { loginToken: `${base64url({ alg: 'none' })}.${base64url(42)}.sig` } });
    s.keeper.start();
    await settle();
    expect(s.reports).toEqual([{ status: 3, source: 'this-tab' }]);
    const [[message, cause]] = s.log.error.mock.calls;
    expect(message).toBe('Cookie loginToken is not a valid token; treated as no token.');
    expect(cause).toBeInstanceOf(TypeError);
    expect((cause as TypeError).message).toBe('the payload is not an object');
  });

  it('a failing long-term renewal is logged and ignored', async () => {
    const s = keeperWith({ cookies: { loginToken: token({ exp: nowSeconds() + 3600, ren: nowSeconds() + 600 }) } });
    const cause = new Error('offline');
    s.renewLongTermToken.mockRejectedValueOnce(cause);
    s.keeper.start();
    await settle();
    expect(s.log.error.mock.calls).toEqual([['Long-term token renewal failed (ignored).', cause]]);
    expect(s.reports).toEqual([{ status: 4, source: 'this-tab' }]);
  });

  it("shares its renewals as this tab's, numbered", async () => {
    const { channel, published } = handChannel();
    const s = keeperWith({ channel });
    s.keeper.start();
    await settle();
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(published).toEqual([
      { id: 'this-tab:1', tab: 'this-tab', kind: 'loginToken', at: Date.parse('2026-11-22T10:00:00Z'), status: 0 },
      { id: 'this-tab:2', tab: 'this-tab', kind: 'loginToken', at: Date.parse('2026-11-22T10:03:00Z'), status: 0 },
    ]);
  });
});

describe('at the boundaries', () => {
  it('a login token exactly at its renew time is due: renewed', async () => {
    const s = keeperWith({ cookies: { loginToken: token({ exp: nowSeconds() + 3600, ren: nowSeconds(), lid: true }) } });
    s.keeper.start();
    await settle();
    expect(s.reports).toEqual([{ status: 0, source: 'this-tab' }]);
  });

  it('a long-term token exactly at its renew time is renewed', async () => {
    const s = keeperWith({ cookies: { loginToken: notDueToken(), longTermToken: token({ ren: nowSeconds() }) } });
    s.keeper.start();
    await settle();
    expect(s.renewLongTermToken).toHaveBeenCalledTimes(1);
  });

  // docs/elements/session-keeper.md: a renewal of another tab counts for this cycle (3 min less 5 s), and
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
