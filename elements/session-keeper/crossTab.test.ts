import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTabChannel, LEASE_MS, leaseLock, parseRecord, RENEWAL_LEASE_KEY } from './crossTab';
import { RENEWAL_RECORD_KEY } from './renewalRecords';

beforeEach(() => {
  localStorage.clear();
});

describe('the localStorage lease (where the Web Locks API is missing)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets two tabs run one after the other, never together', async () => {
    const order: string[] = [];
    const task = (tab: string) => async () => {
      order.push(`${tab} starts`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      order.push(`${tab} ends`);
      return tab;
    };
    const first = leaseLock(localStorage, 'tab-a').run(new AbortController().signal, task('a'));
    const second = leaseLock(localStorage, 'tab-b').run(new AbortController().signal, task('b'));
    await vi.advanceTimersByTimeAsync(5000);
    await expect(Promise.all([first, second])).resolves.toEqual(['a', 'b']);
    expect(order).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
    expect(localStorage.getItem(RENEWAL_LEASE_KEY)).toBeNull();
  });

  it('gives up a wait when its signal aborts, without running the task or leaving a lease', async () => {
    localStorage.setItem(RENEWAL_LEASE_KEY, JSON.stringify({ owner: 'tab-a', until: Date.now() + LEASE_MS }));
    const wait = new AbortController();
    const task = vi.fn(async () => 'ran');
    const result = leaseLock(localStorage, 'tab-b').run(wait.signal, task);
    await vi.advanceTimersByTimeAsync(1000);
    wait.abort();
    await expect(result).resolves.toBeUndefined();
    expect(task).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(RENEWAL_LEASE_KEY) ?? '{}').owner).toBe('tab-a');
  });

  it('takes over a lease whose tab vanished once it has run out', async () => {
    localStorage.setItem(RENEWAL_LEASE_KEY, JSON.stringify({ owner: 'gone', until: Date.now() + LEASE_MS }));
    const result = leaseLock(localStorage, 'tab-b').run(new AbortController().signal, async () => 'ran');
    await vi.advanceTimersByTimeAsync(LEASE_MS - 1000);
    expect(localStorage.getItem(RENEWAL_LEASE_KEY)).toContain('gone');
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('ran');
  });
});

describe('renewal records', () => {
  it.each([
    ['not an object', 'renewed'],
    ['no id', { tab: 't', kind: 'loginToken', at: 1, status: 0 }],
    ['an unknown kind', { id: 'x', tab: 't', kind: 'cookie', at: 1 }],
    ['a time that is not a number', { id: 'x', tab: 't', kind: 'loginToken', at: '1' }],
    ['an unknown status', { id: 'x', tab: 't', kind: 'loginToken', at: 1, status: 9 }],
    ['a status no renewal leads to (3, no token)', { id: 'x', tab: 't', kind: 'loginToken', at: 1, status: 3 }],
    ['a status no renewal leads to (4, not yet due)', { id: 'x', tab: 't', kind: 'loginToken', at: 1, status: 4 }],
    ['a status on a long-term renewal', { id: 'x', tab: 't', kind: 'longTermToken', at: 1, status: 0 }],
    ['a tab that is not a string', { id: 'x', tab: 1, kind: 'loginToken', at: 1 }],
    ['an id that is not a string', { id: 1, tab: 't', kind: 'loginToken', at: 1 }],
    ['a time that is not finite', { id: 'x', tab: 't', kind: 'loginToken', at: Number.POSITIVE_INFINITY }],
    ['a time that is no number at all (NaN)', { id: 'x', tab: 't', kind: 'loginToken', at: Number.NaN }],
    ['a status of null', { id: 'x', tab: 't', kind: 'loginToken', at: 1, status: null }],
    ['a status written as text', { id: 'x', tab: 't', kind: 'loginToken', at: 1, status: '0' }],
    ['null', null],
    ['an array', [{ id: 'x', tab: 't', kind: 'loginToken', at: 1 }]],
  ])('ignores a record with %s', (_label, value) => {
    expect(parseRecord(value)).toBeUndefined();
  });

  it.each([0, 1, 2, 5])('takes a login-token record with the status %s a renewal leads to, and nothing else of it', (status) => {
    expect(parseRecord({ id: 'x', tab: 't', kind: 'loginToken', at: 1, status, extra: true })).toStrictEqual({
      id: 'x',
      tab: 't',
      kind: 'loginToken',
      at: 1,
      status,
    });
  });

  it('takes a record without a status, of either kind', () => {
    expect(parseRecord({ id: 'x', tab: 't', kind: 'loginToken', at: 1 })).toStrictEqual({ id: 'x', tab: 't', kind: 'loginToken', at: 1 });
    expect(parseRecord({ id: 'y', tab: 't', kind: 'longTermToken', at: 2 })).toStrictEqual({
      id: 'y',
      tab: 't',
      kind: 'longTermToken',
      at: 2,
    });
  });

  it('takes a time up to 5 s ahead of this device, and ignores one later', () => {
    const now = 1_000_000;
    expect(parseRecord({ id: 'x', tab: 't', kind: 'loginToken', at: now + 5000 }, now)?.at).toBe(now + 5000);
    expect(parseRecord({ id: 'x', tab: 't', kind: 'loginToken', at: now + 5001 }, now)).toBeUndefined();
  });

  it("measures the time ahead against this device's clock", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(1_000_000);
      expect(parseRecord({ id: 'x', tab: 't', kind: 'loginToken', at: 1_005_000 })?.at).toBe(1_005_000);
      expect(parseRecord({ id: 'x', tab: 't', kind: 'loginToken', at: 1_005_001 })).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('without IndexedDB, a record one tab publishes is what another tab reads from localStorage; a malformed stored value is ignored', async () => {
    expect(globalThis.indexedDB).toBeUndefined();
    const record = { id: 'a:1', tab: 'a', kind: 'loginToken' as const, at: 1000, status: 0 as const };
    await browserTabChannel().publish(record);
    expect(await browserTabChannel().latest('loginToken')).toEqual(record);
    localStorage.setItem(`${RENEWAL_RECORD_KEY}longTermToken`, '{not json');
    expect(await browserTabChannel().latest('longTermToken')).toBeUndefined();
  });
});
