/** Where a page keeps what the kit's elements share on it: a property of the page's global object. */
export const PAGE_STATE = Symbol.for('storefront-elements.page-state');

type PageStore = Map<string, unknown>;

/**
 * What the elements on a page share, made once per page: the calls asked once for all of them, what
 * the server's clock said. Held by the page (its global object), not by a module, so every element
 * on the page shares it whatever the number of the kit's modules loaded, and a new page (a test's
 * too) starts without it.
 */
export function pageState<T>(name: string, create: () => T): T {
  const page = globalThis as unknown as Record<symbol, PageStore | undefined>;
  const store = page[PAGE_STATE] ?? new Map<string, unknown>();
  page[PAGE_STATE] = store;
  if (!store.has(name)) store.set(name, create());
  return store.get(name) as T;
}
