/**
 * What the tabs of one origin share for the login session: one lock under which renewal calls
 * run, and a record of each renewal a tab made (BroadcastChannel for the tabs that are open,
 * IndexedDB for the one that takes the lock next).
 */
import { SESSION_STATUS, type SessionStatus } from './status';
import { isRecord } from '../../src/util/guards';
import { pageState } from '../../src/util/pageState';
import { browserRecords, pageStorage, type RenewalKind, type RenewalRecord, readStored } from './renewalRecords';

export type { RenewalKind, RenewalRecord };

export const RENEWAL_LOCK_NAME = 'storefront-elements:session-renewal';
export const RENEWAL_CHANNEL_NAME = 'storefront-elements:session';
export const RENEWAL_LEASE_KEY = 'storefront-elements:session-lease';

/** Longer than two renewal calls with their 15 s time-out: a lease only outlives a tab that vanished. */
export const LEASE_MS = 40_000;
/** How long a tab waits after writing the lease before it reads it back (another tab may have written too). */
export const LEASE_SETTLE_MS = 50;
export const LEASE_RETRY_MS = 250;

export interface CrossTabLock {
  /**
   * Runs `task` while this tab holds the origin's renewal lock. Resolves to undefined without
   * running it when `signal` aborts before the lock is granted.
   */
  run<T>(signal: AbortSignal, task: () => Promise<T>): Promise<T | undefined>;
}

export interface TabChannel {
  readonly tabId: string;
  /** Records a renewal this tab made and tells the other tabs; resolves once the record is stored. */
  publish(record: RenewalRecord): Promise<void>;
  /** The newest renewal of this kind any tab recorded (read while holding the lock). */
  latest(kind: RenewalKind): Promise<RenewalRecord | undefined>;
  /** Calls `listener` for each renewal another tab publishes; returns the unsubscribe function. */
  subscribe(listener: (record: RenewalRecord) => void): () => void;
}

/** What a login-token renewal can lead to (201, 200, 500 and the like, 401); 3 and 4 need no call. */
const RENEWAL_STATUSES: ReadonlySet<unknown> = new Set([
  SESSION_STATUS.RENEWED,
  SESSION_STATUS.OK,
  SESSION_STATUS.SERVER_ERROR,
  SESSION_STATUS.EXPIRED,
]);

/**
 * How far a record's time may lie ahead of this device's clock (the tabs share it): a record dated
 * later was not written by a tab, and would stay "the newest" for good.
 */
export const FUTURE_RECORD_TOLERANCE_MS = 5_000;

const isFiniteNumber = (value: unknown): value is number => Number.isFinite(value);

/**
 * A record from another tab or from storage; anything else (another bundle version, a stray or
 * forged message, a status no renewal leads to, a time in the future) is ignored.
 */
export function parseRecord(value: unknown, now = Date.now()): RenewalRecord | undefined {
  if (!isRecord(value)) return undefined;
  const { id, tab, kind, at, status } = value;
  if (typeof id !== 'string' || typeof tab !== 'string' || !isFiniteNumber(at)) return undefined;
  if (at > now + FUTURE_RECORD_TOLERANCE_MS) return undefined;
  if (kind !== 'loginToken' && kind !== 'longTermToken') return undefined;
  if (status !== undefined && (kind !== 'loginToken' || !RENEWAL_STATUSES.has(status))) return undefined;
  return { id, tab, kind, at, ...(status === undefined ? {} : { status: status as SessionStatus }) };
}

const newer = (a: RenewalRecord | undefined, b: RenewalRecord | undefined) => (!a || (b && b.at > a.at) ? b : a);

/** A tab's id: a random UUID, or where the context is not secure (no randomUUID) the time and a random part. */
export function newTabId(crypto: Partial<Crypto> | undefined): string {
  return crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The page is the tab: a keeper that restarts on the same page (a new api-origin, a move) is the
 * same tab, so its own earlier renewal never counts as another tab's answer for this cycle. Made
 * when a keeper first starts, never as the module loads: a server that loads the kit in the Workers
 * runtime may not make random values then.
 */
const pageTabId = () => pageState('tab-id', () => newTabId(globalThis.crypto));

export function browserTabChannel(records = browserRecords()): TabChannel {
  const tabId = pageTabId();
  const listeners = new Set<(record: RenewalRecord) => void>();
  const heard = new Map<RenewalKind, RenewalRecord>();
  let channel: BroadcastChannel | null = null;
  const remember = (record: RenewalRecord) => heard.set(record.kind, newer(heard.get(record.kind), record) as RenewalRecord);

  return {
    tabId,
    async publish(record) {
      remember(record);
      channel?.postMessage(record);
      await records.write(record);
    },
    async latest(kind) {
      return newer(heard.get(kind), parseRecord(await records.read(kind)));
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!channel && typeof BroadcastChannel === 'function') {
        channel = new BroadcastChannel(RENEWAL_CHANNEL_NAME);
        channel.onmessage = (event: MessageEvent) => {
          const record = parseRecord(event.data);
          if (!record) return;
          remember(record);
          for (const each of listeners) each(record);
        };
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        channel?.close();
        channel = null;
      };
    },
  };
}

/** The Web Locks API: the browser grants the lock to one tab at a time and frees it when a tab closes. */
export function webLock(locks: LockManager): CrossTabLock {
  return {
    async run(signal, task) {
      try {
        return await locks.request(RENEWAL_LOCK_NAME, { signal }, () => task());
      } catch (error) {
        if (signal.aborted) return undefined;
        throw error;
      }
    },
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(handle);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const handle = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

interface Lease {
  owner: string;
  until: number;
}

/**
 * Best effort where the Web Locks API is missing: a lease in localStorage (owner and expiry),
 * written, then read back after a short pause; the tab whose lease is still there goes ahead.
 * Two tabs that write within the same few milliseconds can both go ahead; a tab that vanishes
 * holding the lease blocks the others for at most LEASE_MS.
 */
export function leaseLock(storage: Storage, tabId: string): CrossTabLock {
  const current = (): Lease | undefined => {
    const lease = readStored(storage, RENEWAL_LEASE_KEY);
    return isRecord(lease) && typeof lease.owner === 'string' && typeof lease.until === 'number' ? (lease as unknown as Lease) : undefined;
  };
  const ownLease = () => current()?.owner === tabId;
  const release = () => {
    if (ownLease()) storage.removeItem(RENEWAL_LEASE_KEY);
  };

  return {
    async run(signal, task) {
      while (!signal.aborted) {
        const lease = current();
        if (!lease || lease.until <= Date.now() || lease.owner === tabId) {
          storage.setItem(RENEWAL_LEASE_KEY, JSON.stringify({ owner: tabId, until: Date.now() + LEASE_MS }));
          await sleep(LEASE_SETTLE_MS, signal);
          if (signal.aborted) break;
          if (ownLease()) {
            globalThis.addEventListener('pagehide', release);
            try {
              return await task();
            } finally {
              globalThis.removeEventListener('pagehide', release);
              release();
            }
          }
        }
        await sleep(LEASE_RETRY_MS, signal);
      }
      release();
      return undefined;
    },
  };
}

/** Storage refused as well: the calls run unguarded, as in a browser of a single tab. */
const noLock: CrossTabLock = { run: (_signal, task) => task() };

/** The Web Locks API where the browser has it; otherwise the localStorage lease. */
export function browserLock(tabId: string): CrossTabLock {
  const locks = globalThis.navigator?.locks;
  if (locks) return webLock(locks);
  const storage = pageStorage();
  return storage ? leaseLock(storage, tabId) : noLock;
}
