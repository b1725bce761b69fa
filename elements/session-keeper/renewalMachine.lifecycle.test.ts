// The renewal machine's life on a page: started twice or stopped first, and hidden and shown again
// before, between and during its checks.
import { describe, expect, it, vi } from 'vitest';
import { deferred, dueToken, FakeBrowser, keeperWith, notDueToken, settle, setup, fakeClockInEachTest } from './test-support';

fakeClockInEachTest();

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
