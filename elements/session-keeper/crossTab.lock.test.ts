import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLock, leaseLock, webLock } from './crossTab';

const LOCK_NAME = 'storefront-elements:session-renewal';
const LEASE_KEY = 'storefront-elements:session-lease';
/** The lease's length, its settle pause and its retry pause (crossTab.ts: two renewal calls with their 15 s time-out, and more). */
const LEASE_MS = 40_000;
const SETTLE_MS = 50;
const RETRY_MS = 250;

const lease = () => JSON.parse(localStorage.getItem(LEASE_KEY) ?? 'null') as unknown;
const writeLease = (value: unknown) => localStorage.setItem(LEASE_KEY, JSON.stringify(value));
const running = () => new AbortController().signal;

/** A LockManager that grants at once, or refuses as the browser does for an aborted wait. */
const fakeLocks = (refusal?: Error) => ({
  request: vi.fn(async (_name: string, _options: LockOptions, callback: () => Promise<unknown>) => {
    if (refusal) throw refusal;
    return callback();
  }),
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Web Locks lock', () => {
  it(`runs the task under the lock ${LOCK_NAME}, with the wait's signal, and gives its result`, async () => {
    const locks = fakeLocks();
    const signal = running();
    await expect(webLock(locks as unknown as LockManager).run(signal, async () => 'ran')).resolves.toBe('ran');
    expect(locks.request.mock.calls.map(([name, options]) => [name, options])).toEqual([[LOCK_NAME, { signal }]]);
  });

  it('gives nothing, without running the task, when the wait was aborted', async () => {
    const wait = new AbortController();
    wait.abort();
    const task = vi.fn(async () => 'ran');
    const lock = webLock(fakeLocks(new DOMException('aborted', 'AbortError')) as unknown as LockManager);
    await expect(lock.run(wait.signal, task)).resolves.toBeUndefined();
    expect(task).not.toHaveBeenCalled();
  });

  it("passes on the task's failure, and a refusal while the wait goes on", async () => {
    const failure = new Error('renewal failed');
    await expect(webLock(fakeLocks() as unknown as LockManager).run(running(), () => Promise.reject(failure))).rejects.toBe(failure);
    const refusal = new DOMException('no locks here', 'SecurityError');
    await expect(webLock(fakeLocks(refusal) as unknown as LockManager).run(running(), async () => 'ran')).rejects.toBe(refusal);
  });
});

describe('the localStorage lease', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it(`holds a lease of ${LEASE_MS} ms while the task runs, taken ${SETTLE_MS} ms after it was written`, async () => {
    const seen: unknown[] = [];
    const result = leaseLock(localStorage, 'tab-a').run(running(), async () => {
      seen.push(lease());
      return 'ran';
    });
    expect(lease()).toEqual({ owner: 'tab-a', until: Date.now() + LEASE_MS });
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 1);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ran');
    expect(seen).toEqual([{ owner: 'tab-a', until: Date.now() - SETTLE_MS + LEASE_MS }]);
    expect(localStorage.getItem(LEASE_KEY)).toBeNull();
  });

  it(`lets a tab that wrote the lease later go first, and tries again every ${RETRY_MS} ms`, async () => {
    const task = vi.fn(async () => 'ran');
    const result = leaseLock(localStorage, 'tab-a').run(running(), task);
    writeLease({ owner: 'tab-b', until: Date.now() + 1000 });
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(task).not.toHaveBeenCalled();
    expect(lease()).toEqual({ owner: 'tab-b', until: Date.now() - SETTLE_MS + 1000 });
    localStorage.removeItem(LEASE_KEY);
    await vi.advanceTimersByTimeAsync(RETRY_MS - 1);
    expect(localStorage.getItem(LEASE_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(1 + SETTLE_MS);
    await expect(result).resolves.toBe('ran');
  });

  it.each([
    ['a lease that runs out now', () => ({ owner: 'tab-b', until: Date.now() })],
    ["the tab's own lease", () => ({ owner: 'tab-a', until: Date.now() + LEASE_MS })],
    ['a lease without an owner', () => ({ until: Date.now() + LEASE_MS })],
    ['a lease without an end', () => ({ owner: 'tab-b' })],
    ['a value that is no lease', () => 'tab-b'],
  ])('takes over %s at once', async (_label, stored) => {
    writeLease(stored());
    const result = leaseLock(localStorage, 'tab-a').run(running(), async () => lease());
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    await expect(result).resolves.toEqual({ owner: 'tab-a', until: Date.now() - SETTLE_MS + LEASE_MS });
  });

  it("waits while another tab's lease runs", async () => {
    writeLease({ owner: 'tab-b', until: Date.now() + 1 });
    const task = vi.fn(async () => 'ran');
    const result = leaseLock(localStorage, 'tab-a').run(running(), task);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    await expect(result).resolves.toBe('ran');
  });

  it('lets go of the lease when the page is hidden for good during the task, and after the task', async () => {
    let finish = () => {};
    const result = leaseLock(localStorage, 'tab-a').run(running(), () => new Promise<void>((resolve) => (finish = resolve)));
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(lease()).not.toBeNull();
    globalThis.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(LEASE_KEY)).toBeNull();
    writeLease({ owner: 'tab-b', until: Date.now() + LEASE_MS });
    finish();
    await result;
    globalThis.dispatchEvent(new Event('pagehide'));
    expect(lease()).toEqual({ owner: 'tab-b', until: Date.now() + LEASE_MS });
  });

  it('leaves no listener on the signal once it has waited', async () => {
    const signal = running();
    const added = vi.spyOn(signal, 'addEventListener');
    const removed = vi.spyOn(signal, 'removeEventListener');
    writeLease({ owner: 'tab-b', until: Date.now() + 1 });
    const result = leaseLock(localStorage, 'tab-a').run(signal, async () => 'ran');
    await vi.advanceTimersByTimeAsync(SETTLE_MS + RETRY_MS);
    await expect(result).resolves.toBe('ran');
    expect(added.mock.calls).toHaveLength(2);
    expect(removed.mock.calls).toEqual(added.mock.calls);
  });

  it('leaves no pagehide listener once the task ended', async () => {
    const added = vi.spyOn(globalThis, 'addEventListener');
    const removed = vi.spyOn(globalThis, 'removeEventListener');
    const result = leaseLock(localStorage, 'tab-a').run(running(), async () => 'ran');
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    await expect(result).resolves.toBe('ran');
    const pagehide = (calls: unknown[][]) => calls.filter(([type]) => type === 'pagehide');
    expect(pagehide(added.mock.calls)).toHaveLength(1);
    expect(pagehide(removed.mock.calls)).toEqual(pagehide(added.mock.calls));
  });

  it('lets go of the lease when the task fails, and passes the failure on', async () => {
    const failure = new Error('renewal failed');
    const result = leaseLock(localStorage, 'tab-a').run(running(), () => Promise.reject(failure));
    const settled = expect(result).rejects.toBe(failure);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    await settled;
    expect(localStorage.getItem(LEASE_KEY)).toBeNull();
  });

  it('gives up while its written lease settles when the signal aborts: no task, no lease, no timer left', async () => {
    const wait = new AbortController();
    const task = vi.fn(async () => 'ran');
    const result = leaseLock(localStorage, 'tab-a').run(wait.signal, task);
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 10);
    wait.abort();
    await expect(result).resolves.toBeUndefined();
    expect(task).not.toHaveBeenCalled();
    expect(localStorage.getItem(LEASE_KEY)).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs nothing for a signal aborted before the call', async () => {
    const wait = new AbortController();
    wait.abort();
    const task = vi.fn(async () => 'ran');
    await expect(leaseLock(localStorage, 'tab-a').run(wait.signal, task)).resolves.toBeUndefined();
    expect(task).not.toHaveBeenCalled();
    expect(localStorage.getItem(LEASE_KEY)).toBeNull();
  });
});

describe("the browser's lock", () => {
  it('is the Web Locks API where the browser has it', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    await expect(browserLock('tab-a').run(running(), async () => lease())).resolves.toBeNull();
    expect(locks.request).toHaveBeenCalledTimes(1);
  });

  it('is the localStorage lease without it', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', {});
    const result = browserLock('tab-a').run(running(), async () => lease());
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    await expect(result).resolves.toEqual({ owner: 'tab-a', until: Date.now() - SETTLE_MS + LEASE_MS });
  });

  it('is none where storage is refused as well: the task runs at once', async () => {
    vi.stubGlobal('navigator', undefined);
    vi.stubGlobal('localStorage', undefined);
    await expect(browserLock('tab-a').run(running(), async () => 'ran')).resolves.toBe('ran');
  });
});
