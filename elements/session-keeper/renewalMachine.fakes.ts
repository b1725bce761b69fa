/**
 * Shared by the session keeper's unit tests: unsigned tokens, a fake page visibility and clock,
 * a fake browser (cookie jar, cross-tab lock and channel shared by its tabs), a keeper with spies;
 * a channel and a lock the test drives by hand.
 */
import { vi } from 'vitest';
import type { Clock } from '../../src/api/serverClock';
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
/** docs/elements/session-keeper.md, "Other tabs": a wait for the renewal lock ends after 45 s. */
export const LOCK_WAIT_MS = 45_000;

export const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
export const token = (claims: Record<string, unknown>) => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.sig`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const dueToken = (extra: Record<string, unknown> = {}) =>
  token({ exp: nowSeconds() + 3600, ren: nowSeconds() - 10, lid: true, ...extra });
export const notDueToken = () => token({ exp: nowSeconds() + 7200, ren: nowSeconds() + 3600, lid: true });
export const expiredToken = () => token({ exp: nowSeconds() - 1, ren: nowSeconds() - 100, lid: true });

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
