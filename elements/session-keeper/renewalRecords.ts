/**
 * Where the tabs keep their renewal records for the tab that takes the lock next: IndexedDB, with
 * localStorage where it cannot be opened.
 */
import type { SessionStatus } from './status';

export const RENEWAL_DATABASE = 'storefront-elements';
export const RENEWAL_STORE = 'session-renewals';
/** The localStorage key prefix of the records where IndexedDB cannot be opened. */
export const RENEWAL_RECORD_KEY = 'storefront-elements:session-renewal:';
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

/** localStorage, or undefined where the page may not use it (a sandboxed frame, storage switched off). */
export function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Reading it throws there.
  }
  return undefined;
}

export function readStored(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text ? JSON.parse(text) : undefined;
  } catch {
    // Storage refused, or a value that is not JSON: nothing stored.
  }
  return undefined;
}

/** Where a tab keeps its renewals for the tab that takes the lock next. */
export interface RecordStore {
  write(record: RenewalRecord): Promise<void>;
  read(kind: RenewalKind): Promise<unknown>;
}

/** Where the page may use no storage at all: the open tabs still hear each renewal on the channel. */
const NO_RECORDS: RecordStore = { write: async () => {}, read: async () => undefined };

function localRecords(storage: Storage): RecordStore {
  return {
    async write(record) {
      try {
        storage.setItem(RENEWAL_RECORD_KEY + record.kind, JSON.stringify(record));
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
  let opened: Promise<IDBDatabase> | undefined;
  /** The database; rejects where it cannot be opened, and the records then go to the fallback. */
  const database = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      // An open that never settles must not hold the lock for good.
      setTimeout(reject, DATABASE_OPEN_LIMIT_MS);
      const request = factory.open(RENEWAL_DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(RENEWAL_STORE);
      request.onsuccess = () => {
        // A later version of the kit may need to upgrade the database: this page lets go of it.
        request.result.onversionchange = () => request.result.close();
        resolve(request.result);
      };
      request.onerror = () => reject(request.error);
    }));
  return {
    async write(record) {
      try {
        const transaction = (await database()).transaction(RENEWAL_STORE, 'readwrite');
        transaction.objectStore(RENEWAL_STORE).put(record, record.kind);
        await committed(transaction);
      } catch {
        await fallback.write(record);
      }
    },
    async read(kind) {
      try {
        return await resultOf((await database()).transaction(RENEWAL_STORE).objectStore(RENEWAL_STORE).get(kind));
      } catch {
        return fallback.read(kind);
      }
    },
  };
}

let pageRecords: RecordStore | undefined;

/** IndexedDB where the page may open it, localStorage otherwise; one store per page. */
export function browserRecords(): RecordStore {
  if (pageRecords) return pageRecords;
  const storage = pageStorage();
  // Stryker disable next-line ConditionalExpression: localRecords without a storage reads and writes nothing as well (its TypeErrors are caught)
  const local = storage ? localRecords(storage) : NO_RECORDS;
  let factory: IDBFactory | undefined;
  try {
    factory = globalThis.indexedDB ?? undefined;
  } catch {
    // A page that may not use IndexedDB: reading it throws.
  }
  pageRecords = factory ? indexedDbRecords(factory, local) : local;
  return pageRecords;
}
