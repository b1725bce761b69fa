import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIndexedDb, type TransactionOutcome } from './test-support';
import type { RenewalRecord } from './renewalRecords';

/** The names other tabs (and other versions of the kit) find the records under. */
const DATABASE = 'storefront-elements';
const STORE = 'session-renewals';
const LOCAL_KEY = {
  loginToken: 'storefront-elements:session-renewal:loginToken',
  longTermToken: 'storefront-elements:session-renewal:longTermToken',
};

const LOGIN: RenewalRecord = { id: 'a:1', tab: 'a', kind: 'loginToken', at: 1000, status: 0 };
const LONG_TERM: RenewalRecord = { id: 'a:2', tab: 'a', kind: 'longTermToken', at: 2000 };

/** The records module as a new page loads it (it keeps one store per page). */
const newPage = async () => {
  vi.resetModules();
  return import('./renewalRecords');
};
const storedLocally = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

const restores: Array<() => void> = [];
/** Makes reading `globalThis[name]` throw, as a sandboxed frame or switched-off storage does. */
const refuse = (name: 'localStorage' | 'indexedDB') => {
  const own = Object.getOwnPropertyDescriptor(globalThis, name);
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get: () => {
      throw new DOMException(`${name} is not allowed here`, 'SecurityError');
    },
  });
  restores.push(() => (own ? Object.defineProperty(globalThis, name, own) : Reflect.deleteProperty(globalThis, name)));
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  for (const restore of restores.splice(0)) restore();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the renewal records in IndexedDB', () => {
  it(`are kept in the database ${DATABASE} (version 1), store ${STORE}, under their kind, and not in localStorage`, async () => {
    const idb = new FakeIndexedDb();
    vi.stubGlobal('indexedDB', idb.factory);
    const records = (await newPage()).browserRecords();
    await records.write(LOGIN);
    await records.write(LONG_TERM);
    expect(idb.opened).toEqual([[DATABASE, 1]]);
    expect([...idb.stores.keys()]).toEqual([STORE]);
    expect([...(idb.stores.get(STORE) ?? [])]).toEqual([
      ['loginToken', LOGIN],
      ['longTermToken', LONG_TERM],
    ]);
    expect(localStorage.length).toBe(0);
    expect(await records.read('loginToken')).toEqual(LOGIN);
    expect(await records.read('longTermToken')).toEqual(LONG_TERM);
  });

  it('are read by the next page from the same database, opened once per page', async () => {
    const idb = new FakeIndexedDb();
    vi.stubGlobal('indexedDB', idb.factory);
    const first = await newPage();
    expect(first.browserRecords()).toBe(first.browserRecords());
    await first.browserRecords().write(LOGIN);
    const next = (await newPage()).browserRecords();
    expect(await next.read('loginToken')).toEqual(LOGIN);
    expect(await next.read('longTermToken')).toBeUndefined();
    expect(idb.opened).toEqual([
      [DATABASE, 1],
      [DATABASE, 1],
    ]);
  });

  it('let go of the database when a later version of the kit asks for it', async () => {
    const idb = new FakeIndexedDb();
    vi.stubGlobal('indexedDB', idb.factory);
    await (await newPage()).browserRecords().write(LOGIN);
    expect(idb.closed).toBe(false);
    idb.requestVersionChange();
    expect(idb.closed).toBe(true);
  });

  it.each(['fails', 'throws'] as const)('go to localStorage at once when the database open %s', async (outcome) => {
    vi.useFakeTimers();
    const idb = new FakeIndexedDb();
    idb.openOutcome = outcome;
    vi.stubGlobal('indexedDB', idb.factory);
    const records = (await newPage()).browserRecords();
    await records.write(LOGIN);
    expect(storedLocally(LOCAL_KEY.loginToken)).toEqual(LOGIN);
    expect(await records.read('loginToken')).toEqual(LOGIN);
    expect(idb.stores.size).toBe(0);
  });

  it('go to localStorage once an open has not settled within 3 s', async () => {
    vi.useFakeTimers();
    const idb = new FakeIndexedDb();
    idb.openOutcome = 'hangs';
    vi.stubGlobal('indexedDB', idb.factory);
    const records = (await newPage()).browserRecords();
    let written = false;
    void records.write(LOGIN).then(() => {
      written = true;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect([written, localStorage.getItem(LOCAL_KEY.loginToken)]).toEqual([false, null]);
    await vi.advanceTimersByTimeAsync(1);
    expect(written).toBe(true);
    expect(storedLocally(LOCAL_KEY.loginToken)).toEqual(LOGIN);
  });

  it.each<TransactionOutcome>(['fails', 'aborts', 'throws'])('go to localStorage when a transaction %s', async (outcome) => {
    const idb = new FakeIndexedDb();
    vi.stubGlobal('indexedDB', idb.factory);
    const records = (await newPage()).browserRecords();
    await records.write(LONG_TERM);
    idb.transactionOutcome = outcome;
    await records.write(LOGIN);
    expect(storedLocally(LOCAL_KEY.loginToken)).toEqual(LOGIN);
    expect(await records.read('loginToken')).toEqual(LOGIN);
    expect(await records.read('longTermToken')).toBeUndefined();
  });
});

describe('the renewal records in localStorage (where IndexedDB cannot be opened)', () => {
  it('are kept under storefront-elements:session-renewal:<kind> without IndexedDB', async () => {
    expect(globalThis.indexedDB).toBeUndefined();
    const records = (await newPage()).browserRecords();
    await records.write(LOGIN);
    await records.write(LONG_TERM);
    expect([storedLocally(LOCAL_KEY.loginToken), storedLocally(LOCAL_KEY.longTermToken)]).toEqual([LOGIN, LONG_TERM]);
    expect([await records.read('loginToken'), await records.read('longTermToken')]).toEqual([LOGIN, LONG_TERM]);
  });

  it('are kept there when the page may not reach IndexedDB', async () => {
    refuse('indexedDB');
    const records = (await newPage()).browserRecords();
    await records.write(LOGIN);
    expect(storedLocally(LOCAL_KEY.loginToken)).toEqual(LOGIN);
  });

  it('are lost, without an error, when the storage is full', async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    vi.stubGlobal('localStorage', full);
    const records = (await newPage()).browserRecords();
    await expect(records.write(LOGIN)).resolves.toBeUndefined();
    expect(await records.read('loginToken')).toBeUndefined();
  });

  it('are neither kept nor read, without an error, where the page may use no storage at all', async () => {
    refuse('localStorage');
    refuse('indexedDB');
    const page = await newPage();
    expect(page.pageStorage()).toBeUndefined();
    const records = page.browserRecords();
    await expect(records.write(LOGIN)).resolves.toBeUndefined();
    await expect(records.read('loginToken')).resolves.toBeUndefined();
  });
});

describe('a stored value', () => {
  it("is the page's localStorage where the page may use it", async () => {
    expect((await newPage()).pageStorage()).toBe(localStorage);
  });

  it.each([
    ['missing', null, undefined],
    ['empty', '', undefined],
    ['not JSON', '{not json', undefined],
    ['JSON', '{"owner":"a","until":5}', { owner: 'a', until: 5 }],
    ['JSON null', 'null', null],
  ])('reads as its JSON when %s', async (_label, text, value) => {
    if (text !== null) localStorage.setItem('key', text);
    expect((await newPage()).readStored(localStorage, 'key')).toEqual(value);
  });

  it('reads as nothing when the storage refuses', async () => {
    const { readStored } = await newPage();
    const refusing = {
      getItem: () => {
        throw new DOMException('refused', 'SecurityError');
      },
    };
    expect(readStored(refusing as unknown as Storage, 'key')).toBeUndefined();
  });
});
