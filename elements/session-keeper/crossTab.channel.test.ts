import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTabChannel, newTabId, type RenewalRecord } from './crossTab';
import type { RecordStore } from './renewalRecords';

/** A BroadcastChannel whose messages the test delivers; it keeps what the tab posted. */
class FakeBroadcastChannel {
  static opened: FakeBroadcastChannel[] = [];
  readonly posted: unknown[] = [];
  closed = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {
    FakeBroadcastChannel.opened.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  close() {
    this.closed = true;
  }
  /** Another tab posts `data`. */
  deliver(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
}

const fakeStore = (stored: Partial<Record<string, unknown>> = {}) => {
  const written: RenewalRecord[] = [];
  const store: RecordStore = {
    write: async (record) => {
      written.push(record);
    },
    read: async (kind) => stored[kind],
  };
  return { store, written };
};

const record = (at: number, extra: Partial<RenewalRecord> = {}): RenewalRecord => ({
  id: `other:${at}`,
  tab: 'other',
  kind: 'loginToken',
  at,
  status: 0,
  ...extra,
});

beforeEach(() => {
  FakeBroadcastChannel.opened = [];
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
});
afterEach(() => vi.unstubAllGlobals());

describe("the tab's channel", () => {
  it('has one tab id for the whole page, however often it is made', () => {
    const id = browserTabChannel(fakeStore().store).tabId;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(browserTabChannel(fakeStore().store).tabId).toBe(id);
  });

  it('has an id of its own on a page without crypto.randomUUID (an insecure context)', () => {
    const ids = [newTabId(undefined), newTabId({})];
    expect(ids[0]).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
    expect(ids[1]).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('stores a published record and tells the other tabs on storefront-elements:session once subscribed', async () => {
    const { store, written } = fakeStore();
    const tabs = browserTabChannel(store);
    await tabs.publish(record(1000));
    expect(FakeBroadcastChannel.opened).toEqual([]);
    tabs.subscribe(() => {});
    await tabs.publish(record(2000));
    expect(written).toEqual([record(1000), record(2000)]);
    expect(FakeBroadcastChannel.opened.map((channel) => [channel.name, channel.posted])).toEqual([
      ['storefront-elements:session', [record(2000)]],
    ]);
  });

  it('hands each record another tab posts to every listener, and nothing else it hears', () => {
    const tabs = browserTabChannel(fakeStore().store);
    const first: RenewalRecord[] = [];
    const second: RenewalRecord[] = [];
    tabs.subscribe((each) => first.push(each));
    tabs.subscribe((each) => second.push(each));
    expect(FakeBroadcastChannel.opened).toHaveLength(1);
    const [channel] = FakeBroadcastChannel.opened;
    channel.deliver({ ...record(1000), extra: 'dropped' });
    channel.deliver({ id: 'x', tab: 'other', kind: 'cookie', at: 1 });
    channel.deliver('renewed');
    expect(first).toEqual([record(1000)]);
    expect(second).toEqual([record(1000)]);
  });

  it('closes the channel when its last listener leaves, and opens a new one for the next', () => {
    const tabs = browserTabChannel(fakeStore().store);
    const left: RenewalRecord[] = [];
    const leave = tabs.subscribe((each) => left.push(each));
    const leaveToo = tabs.subscribe(() => {});
    const [channel] = FakeBroadcastChannel.opened;
    leave();
    channel.deliver(record(1000));
    expect(channel.closed).toBe(false);
    expect(left).toEqual([]);
    leaveToo();
    expect(channel.closed).toBe(true);
    const heard: RenewalRecord[] = [];
    tabs.subscribe((each) => heard.push(each));
    expect(FakeBroadcastChannel.opened).toHaveLength(2);
    FakeBroadcastChannel.opened[1].deliver(record(2000));
    expect(heard).toEqual([record(2000)]);
  });

  it('works without BroadcastChannel: records are stored, and nobody is told', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const { store, written } = fakeStore();
    const tabs = browserTabChannel(store);
    const leave = tabs.subscribe(() => {});
    await tabs.publish(record(1000));
    leave();
    expect(written).toEqual([record(1000)]);
  });
});

describe('the newest renewal', () => {
  it('is the stored record, or the one this tab heard or published when that is newer', async () => {
    const stored = record(2000, { id: 'stored' });
    const tabs = browserTabChannel(fakeStore({ loginToken: stored }).store);
    expect(await tabs.latest('loginToken')).toEqual(stored);
    tabs.subscribe(() => {});
    FakeBroadcastChannel.opened[0].deliver(record(1000));
    expect(await tabs.latest('loginToken')).toEqual(stored);
    FakeBroadcastChannel.opened[0].deliver(record(3000));
    expect(await tabs.latest('loginToken')).toEqual(record(3000));
    await tabs.publish(record(4000, { tab: 'mine' }));
    expect(await tabs.latest('loginToken')).toEqual(record(4000, { tab: 'mine' }));
  });

  it('stays the one known when another of the same time arrives: only a later one replaces it', async () => {
    const stored = record(2000, { id: 'stored' });
    const tabs = browserTabChannel(fakeStore({ loginToken: stored }).store);
    await tabs.publish(record(2000, { id: 'published' }));
    expect(await tabs.latest('loginToken')).toEqual(record(2000, { id: 'published' }));
  });

  it('stays the newest one heard when an older one arrives later', async () => {
    const tabs = browserTabChannel(fakeStore().store);
    tabs.subscribe(() => {});
    FakeBroadcastChannel.opened[0].deliver(record(3000));
    FakeBroadcastChannel.opened[0].deliver(record(1000));
    expect(await tabs.latest('loginToken')).toEqual(record(3000));
  });

  it('is kept per kind, and is none before any renewal', async () => {
    const tabs = browserTabChannel(fakeStore().store);
    expect(await tabs.latest('longTermToken')).toBeUndefined();
    await tabs.publish(record(1000));
    expect(await tabs.latest('longTermToken')).toBeUndefined();
    const longTerm: RenewalRecord = { id: 'l', tab: 'mine', kind: 'longTermToken', at: 500 };
    await tabs.publish(longTerm);
    expect([await tabs.latest('loginToken'), await tabs.latest('longTermToken')]).toEqual([record(1000), longTerm]);
  });

  it('ignores a stored value that is no record', async () => {
    const tabs = browserTabChannel(fakeStore({ loginToken: { id: 1 } }).store);
    expect(await tabs.latest('loginToken')).toBeUndefined();
  });
});
