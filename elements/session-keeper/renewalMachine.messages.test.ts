// The renewal machine under the lock and with other tabs' messages: what it reports, calls and logs.
import { describe, expect, it, vi } from 'vitest';
import {
  CHECK_EVERY_MS,
  deferred,
  dueToken,
  expiredToken,
  FakeBrowser,
  handChannel,
  handLock,
  keeperWith,
  LOCK_WAIT_MS,
  notDueToken,
  otherTabs,
  settle,
  setup,
  fakeClockInEachTest,
} from './test-support';

fakeClockInEachTest();

describe('under the lock', () => {
  it.each([
    ['gone', () => undefined, 3],
    ['expired', expiredToken, 5],
  ])('a login token %s while the tab waited for the lock: its status, and no call', async (_, laterCookie, status) => {
    const browser = new FakeBrowser();
    const holder = deferred<void>();
    void browser.lock.run(new AbortController().signal, () => holder.promise);
    const s = setup({ browser, cookies: { loginToken: dueToken() } });
    s.keeper.start();
    await settle();
    const cookie = laterCookie();
    if (cookie === undefined) s.jar.delete('loginToken');
    else s.jar.set('loginToken', cookie);
    holder.answer();
    await settle();
    expect(s.reports).toEqual([{ status, source: 'this-tab' }]);
    expect(s.renewLoginToken).not.toHaveBeenCalled();
  });

  it("shown again in the cycle of its own renewal: reported as this tab's, without a second call", async () => {
    const s = setup({ cookies: { loginToken: dueToken() } });
    s.keeper.start();
    await settle();
    s.visibility.set(true);
    s.visibility.set(false);
    await settle();
    expect(s.reports).toEqual([
      { status: 0, source: 'this-tab' },
      { status: 0, source: 'this-tab' },
    ]);
    expect(s.renewLoginToken).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['stopped', (s: ReturnType<typeof keeperWith>) => s.keeper.stop()],
    ['hidden', (s: ReturnType<typeof keeperWith>) => s.visibility.set(true)],
  ])('a grant that comes once the keeper is %s makes no call and reports nothing', async (_, leave) => {
    const { lock, grant } = handLock();
    const s = keeperWith({ lock });
    s.keeper.start();
    await settle();
    leave(s);
    grant();
    await settle();
    expect(s.renewLoginToken).not.toHaveBeenCalled();
    expect(s.reports).toEqual([]);
  });

  it('a wait that outlasts 45 s is logged; stopped meanwhile, it makes no call', async () => {
    const { lock, refuse } = handLock();
    const s = keeperWith({ lock });
    s.keeper.start();
    await settle();
    await vi.advanceTimersByTimeAsync(LOCK_WAIT_MS);
    s.keeper.stop();
    refuse();
    await settle();
    expect(s.log.error.mock.calls).toEqual([
      ['The session renewal lock was not granted within 45 s (another tab or a script holds it); this check runs without it.'],
    ]);
    expect(s.renewLoginToken).not.toHaveBeenCalled();
    expect(s.reports).toEqual([]);
  });
});

describe("other tabs' messages", () => {
  /** A keeper whose check needed no call (4), then listens. */
  async function listening(loginToken: () => string | undefined = notDueToken) {
    const tabs = handChannel();
    const cookie = loginToken();
    const s = keeperWith({ channel: tabs.channel, cookies: cookie === undefined ? {} : { loginToken: cookie } });
    s.keeper.start();
    await settle();
    s.reports.splice(0);
    return { ...s, ...tabs };
  }

  it('a renewal of another tab is reported once, however often its message arrives', async () => {
    const s = await listening();
    s.deliver(otherTabs('other-tab:1', 0));
    s.deliver(otherTabs('other-tab:1', 0));
    expect(s.reports).toEqual([{ status: 0, source: 'other-tab' }]);
  });

  it('is not told its own renewal, a long-term renewal or a record without a status', async () => {
    const s = await listening();
    s.deliver({ ...otherTabs('this-tab:1', 0), tab: 'this-tab' });
    s.deliver(otherTabs('other-tab:1', 0, 'longTermToken'));
    s.deliver(otherTabs('other-tab:2'));
    expect(s.reports).toEqual([]);
  });

  it('a message that arrives after stop() is not reported', async () => {
    const browser = new FakeBrowser();
    const s = setup({ browser, cookies: { loginToken: notDueToken() } });
    s.keeper.start();
    await settle();
    void browser.channel('other-tab').publish(otherTabs('other-tab:1', 0));
    s.keeper.stop();
    await settle();
    expect(s.reports).toEqual([{ status: 4, source: 'this-tab' }]);
  });

  // elements/session-keeper/README.md, "Other tabs": a stopping status is believed only when this tab's own cookie leads to it.
  it.each([
    ['no token', 1, [], () => undefined],
    ['no token', 3, [], () => undefined],
    ['no token', 5, [{ status: 5, source: 'other-tab' }], () => undefined],
    ['an expired token', 5, [{ status: 5, source: 'other-tab' }], expiredToken],
    ['a valid token', 5, [], notDueToken],
    ['a valid token', 2, [{ status: 2, source: 'other-tab' }], notDueToken],
  ])('with %s here, another tab telling %i is reported as %j', async (_, status, reported, loginToken) => {
    const s = await listening(loginToken);
    s.deliver(otherTabs('other-tab:1', status));
    expect(s.reports).toEqual(reported);
  });

  it('a renewal found under the lock and heard afterwards is reported once', async () => {
    const tabs = handChannel();
    tabs.store(otherTabs('other-tab:1', 0));
    const s = keeperWith({ channel: tabs.channel });
    s.keeper.start();
    await settle();
    tabs.deliver(otherTabs('other-tab:1', 0));
    expect(s.reports).toEqual([{ status: 0, source: 'other-tab' }]);
    expect(s.renewLoginToken).not.toHaveBeenCalled();
  });

  it("a renewal heard between checks and found again by the next one is that check's status", async () => {
    const tabs = handChannel();
    const s = keeperWith({ channel: tabs.channel });
    s.keeper.start();
    await settle();
    tabs.store(otherTabs('other-tab:1', 0));
    tabs.deliver(otherTabs('other-tab:1', 0));
    s.visibility.set(true);
    s.visibility.set(false);
    await settle();
    expect(s.reports).toEqual([
      { status: 0, source: 'this-tab' },
      { status: 0, source: 'other-tab' },
      { status: 0, source: 'other-tab' },
    ]);
    expect(s.renewLoginToken).toHaveBeenCalledTimes(1);
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
