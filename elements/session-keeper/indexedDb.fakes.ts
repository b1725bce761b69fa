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
