/**
 * The session keeper's test support: tokens near their times, a fake page visibility and clock, a
 * fake browser (cookie jar, cross-tab lock and channel shared by its tabs), a keeper with spies; a
 * channel and a lock the test drives by hand; the renewal machine's fake timers; an in-memory
 * IndexedDB for the renewal records.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import type { Clock } from '../../src/api/serverClock';
import { nowSeconds, unsignedToken } from '../../src/test-support/tokens';
import type { SessionStatus } from './status';
import type { LoginRenewOutcome } from './api';
import type { CrossTabLock, RenewalKind, RenewalRecord, TabChannel } from './crossTab';
import type { PageVisibility } from './pageEnvironment';
import { RenewalMachine, type StatusReport } from './renewalMachine';

/** The status codes of the docs/specification.md (section 4), written out: never taken from the code under test. */
export const STATUS = { RENEWED: 0, OK: 1, SERVER_ERROR: 2, NO_TOKEN: 3, NOT_DUE: 4, EXPIRED: 5 } as const;
/** docs/specification.md, section 9: a login renewal check every 3 minutes; the login-token presence poll every 10 s. */
export const CHECK_EVERY_MS = 3 * 60_000;
export const TOKEN_POLL_MS = 10_000;
/** elements/session-keeper/README.md, "Other tabs": a wait for the renewal lock ends after 45 s. */
export const LOCK_WAIT_MS = 45_000;

/** The renewal machine's tests run on fake timers, from 2026-11-22 10:00 UTC: each test of the calling file. */
export function fakeClockInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

export const dueToken = (extra: Record<string, unknown> = {}) =>
  unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds() - 10, lid: true, ...extra });
export const notDueToken = () => unsignedToken({ exp: nowSeconds() + 7200, ren: nowSeconds() + 3600, lid: true });
export const expiredToken = () => unsignedToken({ exp: nowSeconds() - 1, ren: nowSeconds() - 100, lid: true });

export class FakeVisibility implements PageVisibility {
  hidden = false;
  private listeners = new Set<() => void>();
  isHidden = () => this.hidden;
  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  set(hidden: boolean) {
    this.hidden = hidden;
    for (const listener of this.listeners) listener();
  }
  get listenerCount() {
    return this.listeners.size;
  }
}

/** The device clock is the (fake) system time; the server's is `offsetMs` away, unknown when null. */
export class FakeClock implements Clock {
  constructor(public offsetMs: number | null = 0) {}
  now = () => Date.now();
  serverNow = () => (this.offsetMs === null ? undefined : Date.now() + this.offsetMs);
}

/** One lock for all tabs, granted in request order; a wait ends without the lock when its signal aborts. */
export class FakeLock implements CrossTabLock {
  held = false;
  grants = 0;
  private queue: (() => void)[] = [];
  get waiting() {
    return this.queue.length;
  }
  async run<T>(signal: AbortSignal, task: () => Promise<T>): Promise<T | undefined> {
    if (signal.aborted) return undefined;
    if (this.held) {
      const granted = await new Promise<boolean>((resolve) => {
        const grant = () => {
          signal.removeEventListener('abort', giveUp);
          resolve(true);
        };
        const giveUp = () => {
          this.queue.splice(this.queue.indexOf(grant), 1);
          resolve(false);
        };
        this.queue.push(grant);
        signal.addEventListener('abort', giveUp, { once: true });
      });
      if (!granted) return undefined;
    }
    this.held = true;
    this.grants += 1;
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.held = false;
    }
  }
}

/** What the tabs of one browser share: cookies, the lock, the stored records and the channel. */
export class FakeBrowser {
  jar = new Map<string, string>();
  lock = new FakeLock();
  stored = new Map<RenewalKind, RenewalRecord>();
  /** Off: a record reaches the other tabs only by the channel (storage refused). */
  storage = true;
  published: RenewalRecord[] = [];
  private listeners = new Map<string, Set<(record: RenewalRecord) => void>>();

  channel(tabId: string): TabChannel {
    const heard = new Map<RenewalKind, RenewalRecord>();
    return {
      tabId,
      publish: async (record) => {
        this.published.push(record);
        heard.set(record.kind, record);
        if (this.storage) this.stored.set(record.kind, record);
        for (const [tab, listeners] of this.listeners) {
          if (tab === tabId) continue;
          // Like BroadcastChannel: delivered later, not during publish().
          for (const listener of listeners)
            queueMicrotask(() => {
              heard.set(record.kind, record);
              listener(record);
            });
        }
      },
      latest: async (kind) => (this.storage ? this.stored.get(kind) : heard.get(kind)),
      subscribe: (listener) => {
        const set = this.listeners.get(tabId) ?? new Set();
        set.add(listener);
        this.listeners.set(tabId, set);
        return () => set.delete(listener);
      },
    };
  }
}

let tabCount = 0;

export function setup({
  renew = 'renewed' as LoginRenewOutcome,
  cookies = {} as Record<string, string>,
  hidden = false,
  browser = new FakeBrowser(),
  serverOffsetMs = 0 as number | null,
} = {}) {
  for (const [name, value] of Object.entries(cookies)) browser.jar.set(name, value);
  const jar = browser.jar;
  const visibility = new FakeVisibility();
  visibility.hidden = hidden;
  const clock = new FakeClock(serverOffsetMs);
  const reports: StatusReport[] = [];
  const statuses: SessionStatus[] = [];
  const renewLoginToken = vi.fn(async (): Promise<LoginRenewOutcome> => renew);
  const renewLongTermToken = vi.fn(async () => {});
  tabCount += 1;
  const keeper = new RenewalMachine({
    renewLoginToken,
    renewLongTermToken,
    readCookie: (name) => jar.get(name),
    onStatus: (report) => {
      reports.push(report);
      statuses.push(report.status);
    },
    visibility,
    clock,
    lock: browser.lock,
    tabs: browser.channel(`tab-${tabCount}`),
  });
  return { keeper, jar, visibility, clock, browser, statuses, reports, renewLoginToken, renewLongTermToken };
}

/** A promise the test settles: `answer` resolves it. */
export function deferred<T>() {
  let answer: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

/** Lets the checks' promises settle without moving the clock. */
export const settle = () => vi.advanceTimersByTimeAsync(0);

/** A channel the test drives: what storage holds for the lock holder, and when a message arrives. */
export function handChannel(tabId = 'this-tab') {
  const listeners = new Set<(record: RenewalRecord) => void>();
  const published: RenewalRecord[] = [];
  let stored: RenewalRecord | undefined;
  const channel: TabChannel = {
    tabId,
    publish: async (record) => {
      published.push(record);
    },
    latest: async (kind) => (stored?.kind === kind ? stored : undefined),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const store = (record: RenewalRecord) => {
    stored = record;
  };
  const deliver = (record: RenewalRecord) => {
    for (const listener of listeners) listener(record);
  };
  return { channel, published, store, deliver };
}

/** A lock granted (or not) when the test says, whatever became of the wait: a grant already on its way still comes. */
export function handLock() {
  const decision = deferred<boolean>();
  const lock: CrossTabLock = { run: async (_signal, task) => ((await decision.promise) ? task() : undefined) };
  return { lock, grant: () => decision.answer(true), refuse: () => decision.answer(false) };
}

export function keeperWith({
  cookies = { loginToken: dueToken() } as Record<string, string>,
  channel = handChannel().channel,
  lock = new FakeBrowser().lock as CrossTabLock,
} = {}) {
  const jar = new Map(Object.entries(cookies));
  const visibility = new FakeVisibility();
  const reports: StatusReport[] = [];
  const log = { error: vi.fn(), warn: vi.fn() };
  const renewLoginToken = vi.fn(async (): Promise<LoginRenewOutcome> => 'renewed');
  const renewLongTermToken = vi.fn(async () => {});
  const keeper = new RenewalMachine({
    renewLoginToken,
    renewLongTermToken,
    readCookie: (name) => jar.get(name),
    onStatus: (report) => reports.push(report),
    log,
    visibility,
    clock: new FakeClock(0),
    lock,
    tabs: channel,
  });
  return { keeper, jar, visibility, reports, log, renewLoginToken, renewLongTermToken };
}

export const otherTabs = (id: string, status?: number, kind: RenewalRecord['kind'] = 'loginToken'): RenewalRecord =>
  ({ id, tab: 'other-tab', kind, at: Date.now(), status }) as RenewalRecord;

/**
 * An in-memory IndexedDB for the renewal records' tests (happy-dom has none): what was opened and
 * stored can be read, and the open and the transactions can be made to fail the ways a browser's do.
 * Requests settle in a later microtask, as in a browser, and never on a timer.
 */

type Handler = (() => void) | null;

export type OpenOutcome = 'opens' | 'fails' | 'hangs' | 'throws';
export type TransactionOutcome = 'commits' | 'fails' | 'aborts' | 'throws';

const later = (step: () => void) => {
  Promise.resolve().then(step);
};

export class FakeIndexedDb {
  /** Each open: the database's name and version. */
  readonly opened: Array<[string, number]> = [];
  /** The object stores by name, each with its entries by key. */
  readonly stores = new Map<string, Map<unknown, unknown>>();
  openOutcome: OpenOutcome = 'opens';
  transactionOutcome: TransactionOutcome = 'commits';
  closed = false;
  private onversionchange: Handler = null;

  readonly factory = {
    open: (name: string, version: number) => {
      this.opened.push([name, version]);
      if (this.openOutcome === 'throws') throw new DOMException('IndexedDB is not allowed here', 'SecurityError');
      const request = {
        result: undefined as unknown,
        error: null as DOMException | null,
        onupgradeneeded: null as Handler,
        onsuccess: null as Handler,
        onerror: null as Handler,
      };
      const outcome = this.openOutcome;
      later(() => {
        if (outcome === 'hangs') return;
        if (outcome === 'fails') {
          request.error = new DOMException('The database cannot be opened', 'UnknownError');
          request.onerror?.();
          return;
        }
        request.result = this.database();
        if (this.stores.size === 0) request.onupgradeneeded?.();
        request.onsuccess?.();
      });
      return request;
    },
  } as unknown as IDBFactory;

  /** Another page asks for a later version of the database. */
  requestVersionChange(): void {
    this.onversionchange?.();
  }

  private database() {
    const fake = this;
    return {
      createObjectStore: (name: string) => this.stores.set(name, new Map()),
      close: () => {
        this.closed = true;
      },
      set onversionchange(handler: Handler) {
        fake.onversionchange = handler;
      },
      get onversionchange() {
        return fake.onversionchange;
      },
      transaction: (storeName: string, mode: IDBTransactionMode = 'readonly') => {
        if (mode !== 'readonly' && mode !== 'readwrite') throw new TypeError(`"${mode}" is no transaction mode`);
        const store = this.stores.get(storeName);
        if (this.transactionOutcome === 'throws' || !store) throw new DOMException('No such store or closing', 'InvalidStateError');
        return this.transaction(store, mode);
      },
    };
  }

  private transaction(store: Map<unknown, unknown>, mode: IDBTransactionMode) {
    const outcome = this.transactionOutcome;
    const transaction = {
      error: null as DOMException | null,
      oncomplete: null as Handler,
      onerror: null as Handler,
      onabort: null as Handler,
    };
    const settle = () =>
      later(() => {
        if (outcome === 'commits') return transaction.oncomplete?.();
        transaction.error = new DOMException('The quota is exceeded', 'QuotaExceededError');
        return outcome === 'aborts' ? transaction.onabort?.() : transaction.onerror?.();
      });
    return Object.assign(transaction, {
      objectStore: () => ({
        put: (value: unknown, key: unknown) => {
          if (mode === 'readonly') throw new DOMException('The transaction is read-only', 'ReadOnlyError');
          if (outcome === 'commits') store.set(key, structuredClone(value));
          settle();
        },
        get: (key: unknown) => {
          const request = {
            result: undefined as unknown,
            error: null as DOMException | null,
            onsuccess: null as Handler,
            onerror: null as Handler,
          };
          later(() => {
            if (outcome !== 'commits') {
              request.error = new DOMException('The read failed', 'UnknownError');
              request.onerror?.();
              return;
            }
            request.result = store.get(key);
            request.onsuccess?.();
          });
          return request;
        },
      }),
    });
  }
}
