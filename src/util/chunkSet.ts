// How a market module loads what it does not carry (an element's view, the calls it exports): each is
// a set of chunks beside the module, known when the module is built (vite.config.ts, `chunkSets`): the
// chunk itself and every shared chunk it imports, however deep. The whole set is fetched at once and
// in parallel, so no chunk waits for the one that imports it, and fetching can start long before the
// code is needed; running it waits for its moment.

/** How much a fetch matters to the page: `high` for what the visitor sees now, `low` for what lies below. */
export type FetchPriority = 'high' | 'low';

/** A module that loads when asked; in a market module, it can also be fetched ahead, without running it. */
export interface LazyModule<Module> {
  (): Promise<Module>;
  /** Starts fetching the module's whole chunk set, as `<link rel="modulepreload">`; absent where the module is part of the file. */
  preload?: (priority: FetchPriority) => void;
}

/** Resolves in a later task, which a hidden page does not hold back as it holds timers. */
function nextTask(): Promise<void> {
  const { port1, port2 } = new MessageChannel();
  return new Promise((next) => {
    port1.onmessage = () => {
      port1.close();
      next();
    };
    port2.postMessage(null);
  });
}

/** Each chunk's fetch on this page, by address: whether it arrived. Shared by every set that holds the chunk; a failed one is forgotten. */
const fetches = new Map<string, Promise<boolean>>();

/** The script element that loaded this module, whose nonce its preloads carry (a page whose CSP allows scripts by nonce). */
const moduleNonce = () => [...document.scripts].find((script) => script.src === import.meta.url)?.nonce ?? '';

function fetchAhead(url: string, priority: FetchPriority): Promise<boolean> {
  let fetched = fetches.get(url);
  if (fetched) return fetched;
  const link = document.createElement('link');
  // An engine without modulepreload fetches each chunk when it is imported.
  if (!link.relList?.supports?.('modulepreload')) return Promise.resolve(true);
  link.rel = 'modulepreload';
  link.fetchPriority = priority;
  link.nonce = moduleNonce();
  link.href = url;
  fetched = new Promise<boolean>((settle) => {
    link.onload = () => settle(true);
    link.onerror = () => {
      fetches.delete(url);
      settle(false);
    };
  });
  fetches.set(url, fetched);
  // A page may have taken its head out: the link works anywhere in the document.
  (document.head ?? document.documentElement).append(link);
  return fetched;
}

/**
 * The module whose chunk is `entry`, with the shared chunks it imports, each a path relative to the
 * market module, each after the chunks it imports itself. Loading it imports the entry; when that
 * fails, the error's message is the address of the chunk that did not arrive (the entry's, when none
 * of the set failed to fetch), and the next load asks for the entry under another address
 * (`?retry=1`, 2, ...): a page keeps a module that failed as failed for its address. A shared chunk
 * is asked for again under its own address, which Chromium and WebKit fetch anew (Firefox keeps it
 * failed until the page is loaded again).
 */
export function chunkSet<Module>(entry: string, shared: readonly string[]): LazyModule<Module> {
  let tries = 0;
  const entryUrl = () => {
    const url = new URL(entry, import.meta.url);
    if (tries > 0) url.searchParams.set('retry', String(tries));
    return url.href;
  };
  const urls = () => [entryUrl(), ...shared.map((path) => new URL(path, import.meta.url).href)];
  const preload = (priority: FetchPriority) => {
    for (const url of urls()) void fetchAhead(url, priority);
  };
  const load = async (): Promise<Module> => {
    const set = urls();
    const arrived = set.map((url) => fetchAhead(url, 'high'));
    try {
      // Each shared chunk runs in a task of its own, in the set's order (each after what it imports,
      // so each import evaluates that chunk alone), then the entry: run as one graph, the whole set
      // would block the page for as long as all of them take.
      for (const url of set.slice(1)) {
        await import(/* @vite-ignore */ url);
        await nextTask();
      }
      return (await import(/* @vite-ignore */ set[0])) as Module;
    } catch (error) {
      tries += 1;
      const outcomes = await Promise.all(arrived);
      throw new Error(set.find((_, index) => !outcomes[index]) ?? set[0], { cause: error });
    }
  };
  return Object.assign(load, { preload });
}
