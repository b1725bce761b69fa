/**
 * What the tabs of one origin share for the login session: one lock under which renewal calls
 * run, and a record of each renewal a tab made (BroadcastChannel for the tabs that are open,
 * IndexedDB for the one that takes the lock next).
 */
import { SESSION_STATUS, type SessionStatus } from './status';
import { isRecord } from '../util/guards';

export const RENEWAL_LOCK_NAME = 'storefront-elements:session-renewal';
export const RENEWAL_CHANNEL_NAME = 'storefront-elements:session';
export const RENEWAL_DATABASE = 'storefront-elements';
export const RENEWAL_STORE = 'session-renewals';
/** The localStorage key prefix of the records where IndexedDB cannot be opened. */
export const RENEWAL_RECORD_KEY = 'storefront-elements:session-renewal:';
export const RENEWAL_LEASE_KEY = 'storefront-elements:session-lease';

/** Longer than two renewal calls with their 15 s time-out: a lease only outlives a tab that vanished. */
export const LEASE_MS = 40_000;
/** How long a tab waits after writing the lease before it reads it back (another tab may have written too). */
export const LEASE_SETTLE_MS = 50;
export const LEASE_RETRY_MS = 250;

export type RenewalKind = 'loginToken' | 'longTermToken';

/** One renewal call a tab made. */
export interface RenewalRecord {
  id: string;
  /** The tab that made the call. */
  tab: string;
  kind: RenewalKind;
  /** When it answered: device time in ms (the tabs of a device share its clock). */
  at: number;
  /** The status the login-token renewal led to; absent for the long-term token. */
  status?: SessionStatus;
}

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

/**
 * A record from another tab or from storage; anything else (another bundle version, a stray or
 * forged message, a status no renewal leads to, a time in the future) is ignored.
 */
export function parseRecord(value: unknown, now = Date.now()): RenewalRecord | undefined {
  if (!isRecord(value)) return undefined;
  const { id, tab, kind, at, status } = value;
  if (typeof id !== 'string' || typeof tab !== 'string' || typeof at !== 'number' || !Number.isFinite(at)) return undefined;
  if (at > now + FUTURE_RECORD_TOLERANCE_MS) return undefined;
  if (kind !== 'loginToken' && kind !== 'longTermToken') return undefined;
  if (status !== undefined && (kind !== 'loginToken' || !RENEWAL_STATUSES.has(status))) return undefined;
  return { id, tab, kind, at, ...(status === undefined ? {} : { status: status as SessionStatus }) };
}

const newer = (a: RenewalRecord | undefined, b: RenewalRecord | undefined) => (!a || (b && b.at > a.at) ? b : a);

/**
 * The page is the tab: a keeper that restarts on the same page (a new api-origin, a move) is the
 * same tab, so its own earlier renewal never counts as another tab's answer for this cycle.
 */
const PAGE_TAB_ID = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** localStorage, or undefined where the page may not use it (a sandboxed frame, storage switched off). */
function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function readStored(storage: Storage | undefined, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Where a tab keeps its renewals for the tab that takes the lock next. */
interface RecordStore {
  write(record: RenewalRecord): Promise<void>;
  read(kind: RenewalKind): Promise<unknown>;
}

function localRecords(storage: Storage | undefined): RecordStore {
  return {
    async write(record) {
      try {
        storage?.setItem(RENEWAL_RECORD_KEY + record.kind, JSON.stringify(record));
      } catch {
        // Storage full or refused: the open tabs still hear it on the channel.
      }
    },
    read: async (kind) => readStored(storage, RENEWAL_RECORD_KEY + kind),
  };
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () => reject(transaction.error);
  });
}

function resultOf<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * IndexedDB, because its writes are seen in order with the lock: a record committed before a tab
 * lets go of the lock is there for the tab granted it next. localStorage reaches the other tabs'
 * processes later, often after the lock (Chromium: a third of the grants read the old record), and
 * two tabs then renew in one cycle. It stays the fallback where IndexedDB cannot be opened.
 */
const DATABASE_OPEN_LIMIT_MS = 3_000;

function indexedDbRecords(factory: IDBFactory, fallback: RecordStore): RecordStore {
  let opened: Promise<IDBDatabase | undefined> | undefined;
  const database = () =>
    (opened ??= new Promise<IDBDatabase | undefined>((resolve) => {
      // An open that never settles must not hold the lock for good: the records then go to localStorage.
      setTimeout(() => resolve(undefined), DATABASE_OPEN_LIMIT_MS);
      const request = factory.open(RENEWAL_DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(RENEWAL_STORE);
      request.onsuccess = () => {
        // A later version of the kit may need to upgrade the database: this page lets go of it.
        request.result.onversionchange = () => request.result.close();
        resolve(request.result);
      };
      request.onerror = () => resolve(undefined);
    }).catch(() => undefined));
  return {
    async write(record) {
      const db = await database();
      if (!db) return fallback.write(record);
      try {
        const transaction = db.transaction(RENEWAL_STORE, 'readwrite');
        transaction.objectStore(RENEWAL_STORE).put(record, record.kind);
        await committed(transaction);
      } catch {
        await fallback.write(record);
      }
    },
    async read(kind) {
      const db = await database();
      if (!db) return fallback.read(kind);
      try {
        return await resultOf(db.transaction(RENEWAL_STORE).objectStore(RENEWAL_STORE).get(kind));
      } catch {
        return fallback.read(kind);
      }
    },
  };
}

let pageRecords: RecordStore | undefined;

/** IndexedDB where the page may open it, localStorage otherwise; one store per page. */
function browserRecords(): RecordStore {
  if (pageRecords) return pageRecords;
  const local = localRecords(pageStorage());
  let factory: IDBFactory | undefined;
  try {
    factory = globalThis.indexedDB ?? undefined;
  } catch {
    factory = undefined;
  }
  pageRecords = factory ? indexedDbRecords(factory, local) : local;
  return pageRecords;
}

export function browserTabChannel(records = browserRecords()): TabChannel {
  const tabId = PAGE_TAB_ID;
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
            globalThis.addEventListener?.('pagehide', release);
            try {
              return await task();
            } finally {
              globalThis.removeEventListener?.('pagehide', release);
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
