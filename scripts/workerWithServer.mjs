// A Worker in the Workers runtime (workerd, through miniflare), as a shop would deploy it: its code,
// with `storefront-elements/server` standing for a built server entry, and no compatibility flag
// (no nodejs_compat). Used by the runtime tests and the bench.
import { readFileSync } from 'node:fs';
import { Miniflare } from 'miniflare';

/** A date this workerd knows. */
const COMPATIBILITY_DATE = '2026-04-20';

/**
 * @param {string} serverPath the built server entry, e.g. dist/server.js
 * @param {string} workerCode the Worker's module (it may import 'storefront-elements/server')
 * @returns {Miniflare}
 */
export function workerWithServer(serverPath, workerCode) {
  return new Miniflare({
    compatibilityDate: COMPATIBILITY_DATE,
    compatibilityFlags: [],
    modules: [
      { type: 'ESModule', path: 'worker.js', contents: workerCode },
      { type: 'ESModule', path: 'storefront-elements/server', contents: readFileSync(serverPath, 'utf8') },
    ],
  });
}
