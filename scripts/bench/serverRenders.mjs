// `npm run bench`, server part: renders per second of each element with the built server entry, in
// Node and in the Workers runtime (workerd, through miniflare), without a cache and with the caches
// docs/prerendered.md shows (run as they are written there).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { docExample } from '../docExample.mjs';
import { workerWithServer } from '../workerWithServer.mjs';

/** What a shop renders per page view: each element as its pages carry it. */
const ELEMENTS = [
  ['nl-signup', { site: 'DE', origin: 'NEWSLETTER' }],
  ['shop-footer', { site: 'DE' }],
  ['shop-footer', { site: 'DE', newsletter: true }],
  ['preview-panel', { site: 'DE' }],
  ['session-keeper', {}],
];

const name = ([tag, attributes]) => `<${tag}${attributes.newsletter ? ' newsletter' : ''}>`;
const query = (attributes) =>
  new URLSearchParams(Object.entries(attributes).map(([attribute, value]) => [attribute, value === true ? '' : value])).toString();

/** How many times `work` runs per second: the median of 5 windows of `ms`, after a warm-up. */
async function perSecond(work, ms = 400) {
  for (let i = 0; i < 20; i += 1) await work();
  const rates = [];
  for (let window = 0; window < 5; window += 1) {
    let count = 0;
    const started = performance.now();
    while (performance.now() - started < ms) {
      await work();
      count += 1;
    }
    rates.push((count * 1000) / (performance.now() - started));
  }
  return rates.sort((a, b) => a - b)[2];
}

/** A worker that renders one element `n` times per request: the runtime's rendering, the request's cost spread over n. */
const RENDER_LOOP_WORKER = `import { renderElement } from 'storefront-elements/server';
export default {
  async fetch(request) {
    const { tag, attributes, n } = await request.json();
    let bytes = 0;
    for (let i = 0; i < n; i += 1) bytes += renderElement(tag, attributes).length;
    return new Response(String(bytes));
  },
};`;

export async function serverRendersReport(serverPath) {
  const serverUrl = pathToFileURL(resolve(serverPath)).href;
  const { renderElement } = await import(serverUrl);
  const folder = mkdtempSync(join(tmpdir(), 'bench-fragments-'));
  writeFileSync(join(folder, 'fragments.mjs'), docExample('docs/prerendered.md', 'fragments.mjs', serverUrl));
  const { cachedElement } = await import(pathToFileURL(join(folder, 'fragments.mjs')).href);

  const loop = workerWithServer(serverPath, RENDER_LOOP_WORKER);
  const fragments = workerWithServer(serverPath, docExample('docs/prerendered.md', 'fragment-worker.js', 'storefront-elements/server'));
  // The floor of a request through miniflare's HTTP loop: a Worker that answers a constant.
  const constant = workerWithServer(serverPath, `export default { fetch: () => new Response('x') };`);
  const rows = [];
  let floor = 0;
  try {
    floor = await perSecond(async () => {
      await (await constant.dispatchFetch('https://shop.example/')).text();
    });
    for (const element of ELEMENTS) {
      const [tag, attributes] = element;
      const bytes = renderElement(tag, attributes).length;
      const node = await perSecond(() => renderElement(tag, attributes));
      const nodeCached = await perSecond(() => cachedElement(tag, attributes), 100);
      // Enough renders per request for about 100 ms of rendering: the request's own cost (the floor's) stays under 5 %.
      const batch = Math.min(20_000, Math.max(20, Math.round((100 * node) / 1000)));
      const workersRenders =
        batch *
        (await perSecond(async () => {
          const response = await loop.dispatchFetch('http://bench/', {
            method: 'POST',
            body: JSON.stringify({ tag, attributes, n: batch }),
          });
          await response.text();
        }));
      // A miss: attributes no request had before (a new data-* value each time), rendered and put in the cache.
      let misses = 0;
      const miss = await perSecond(async () => {
        misses += 1;
        const response = await fragments.dispatchFetch(
          `https://shop.example/fragments/${tag}?${query({ ...attributes, 'data-bench': `miss-${misses}` })}`,
        );
        await response.text();
      });
      const hit = await perSecond(async () => {
        const response = await fragments.dispatchFetch(`https://shop.example/fragments/${tag}?${query(attributes)}`);
        await response.text();
      });
      rows.push({ element: name(element), bytes, node, nodeCached, workersRenders, miss, hit });
    }
  } finally {
    await Promise.all([loop.dispose(), fragments.dispose(), constant.dispose()]);
  }

  const n = (value) => Math.round(value).toLocaleString('en');
  const x = (value, base) => `${(value / base).toFixed(0)}x`;
  console.log(
    `\nServer renders per second (${serverPath}, one core): renderElement in Node, the in-memory cache of docs/prerendered.md (a hit), renderElement in the Workers runtime (about 100 ms of renders per request), and the fragment Worker of docs/prerendered.md through miniflare's HTTP loop (one request at a time): a miss renders and puts, a hit answers from the cache; a Worker that answers a constant makes ${n(floor)} requests/s (the floor)`,
  );
  console.log(
    '| element | markup | Node: render/s (ms each) | Node: cache hit/s (ratio) | Workers: render/s (ms each) | fragment Worker: miss/s (of the floor) | hit/s (of the floor) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows)
    console.log(
      `| ${row.element} | ${(row.bytes / 1024).toFixed(1)} KB | ${n(row.node)} (${(1000 / row.node).toFixed(2)}) | ${n(row.nodeCached)} (${x(row.nodeCached, row.node)}) | ${n(row.workersRenders)} (${(1000 / row.workersRenders).toFixed(2)}) | ${n(row.miss)} (${(row.miss / floor).toFixed(2)}x) | ${n(row.hit)} (${(row.hit / floor).toFixed(2)}x) |`,
    );
}
