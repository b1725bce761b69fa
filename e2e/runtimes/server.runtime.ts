// The built server entry (dist/server.js) in the runtimes a shop renders with: Node, Deno and the
// Workers runtime (workerd, through miniflare, without the Node compatibility flag). Each renders the
// same cases; every byte must match Node's. Then the two caches docs/prerendered.md shows, run as
// they are written.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Miniflare, Response as WorkersResponse } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docExample } from '../../scripts/docExample.mjs';
import { workerWithServer } from '../../scripts/workerWithServer.mjs';

const SERVER = resolve('dist/server.js');
const SERVER_URL = pathToFileURL(SERVER).href;
const VERSION = JSON.parse(readFileSync('package.json', 'utf8')).version as string;

/** What a shop's server renders: every element, sites of each market, each variant, hostile values, and calls that throw. */
const CASES: [string, Record<string, string | boolean | null>][] = [
  ['nl-signup', { site: 'DE' }],
  ['nl-signup', { site: 'HU', origin: 'NEWSLETTER', 'origin-addition': 'footer' }],
  ['nl-signup', { site: 'TR', id: 'signup"><script>alert(1)</script>', 'data-cms': "7' onmouseover='x" }],
  ['shop-footer', { site: 'CH_FR' }],
  ['shop-footer', { site: 'PL', newsletter: true }],
  ['shop-footer', { site: 'CZ', reduced: true, checkout: false }],
  ['shop-footer', { site: 'SK', checkout: true, 'api-origin': 'https://api.shop.example' }],
  ['shop-footer', { site: 'AT', lang: 'de', class: null }],
  ['shop-footer', { site: 'CH_FR', locale: 'fr-ch' }],
  ['preview-panel', { site: 'CH' }],
  ['session-keeper', {}],
  ['shop-layout', {}],
  ['nl-signup', { site: 'FR' }],
  ['shop-footer', { site: 'HU', onclick: 'alert(1)' }],
  ['shop-footer', { site: 'TR', locale: 'de-CH' }],
];

/** What a shop's template asks preloadLinks for: a sign-up page, a footer with its sign-up, and what it refuses. */
const PRELOADS: [string, (string | [string, Record<string, string | boolean>])[]][] = [
  ['/static/markets/storefront-elements.de.js', ['nl-signup']],
  ['https://cdn.example/kit/markets/storefront-elements.hu.js?v=2', [['shop-footer', { site: 'HU', newsletter: true }], 'session-keeper']],
  ['/static/storefront-elements.js', ['nl-signup']],
  ['/static/markets/storefront-elements.de.js', ['shop-layout']],
  ['/static/markets/storefront-elements.de.js', [['shop-footer', { onclick: 'x' }]]],
];

/** A module that renders every case with the server entry at `server`: `render()` gives the results as JSON. */
const renderModule = (server: string) => `import { KIT_VERSION, preloadLinks, renderElement, styleHashes } from ${JSON.stringify(server)};
const cases = ${JSON.stringify(CASES)};
const preloads = ${JSON.stringify(PRELOADS)};
export const render = () => JSON.stringify({
  version: KIT_VERSION,
  hashes: styleHashes(),
  preloads: preloads.map(([module, elements]) => {
    try {
      return { html: preloadLinks(module, elements) };
    } catch (error) {
      return { error: error.message };
    }
  }),
  renders: cases.map(([tag, attributes]) => {
    try {
      return { html: renderElement(tag, attributes) };
    } catch (error) {
      return { error: error.message };
    }
  }),
});
`;

type Outcome = { html: string } | { error: string };
type Rendered = { version: string; hashes: Record<string, string>; preloads: Outcome[]; renders: Outcome[] };

const MAX_BUFFER = 64 * 1024 * 1024;
const inNode = (): Rendered =>
  JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', `${renderModule(SERVER_URL)}console.log(render());`], {
      encoding: 'utf8',
      maxBuffer: MAX_BUFFER,
    }),
  );
const inDeno = (): Rendered =>
  JSON.parse(
    execFileSync(resolve('node_modules/.bin/deno'), ['eval', '--ext=js', `${renderModule(SERVER_URL)}console.log(render());`], {
      encoding: 'utf8',
      maxBuffer: MAX_BUFFER,
      env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1', DENO_DIR: mkdtempSync(join(tmpdir(), 'deno-')) },
    }),
  );

/** Where each case's result differs from Node's: the case, the first differing offset, and what each side has there. */
function differences(rendered: Rendered, node: Rendered): string[] {
  const text = (render: Rendered['renders'][number] | undefined) => JSON.stringify(render ?? null);
  return CASES.flatMap(([tag, attributes], index) => {
    const [actual, expected] = [text(rendered.renders[index]), text(node.renders[index])];
    if (actual === expected) return [];
    let at = 0;
    while (actual[at] === expected[at]) at += 1;
    return [
      `${tag} ${JSON.stringify(attributes)} at ${at}: «${actual.slice(at - 40, at + 60)}» where Node has «${expected.slice(at - 40, at + 60)}»`,
    ];
  });
}

/** The Workers runtime's default cache, as the test reaches it (miniflare types it against Cloudflare's own types, which this project does not install). */
type DefaultCache = {
  match(url: string): Promise<WorkersResponse | undefined>;
  put(url: string, response: WorkersResponse): Promise<void>;
};
const defaultCache = async (worker: Miniflare) => ((await worker.getCaches()) as unknown as { default: DefaultCache }).default;

describe('the server entry in Node, Deno and the Workers runtime', () => {
  let node: Rendered;
  let workers: Miniflare;

  beforeAll(async () => {
    node = inNode();
    workers = workerWithServer(
      SERVER,
      `${renderModule('storefront-elements/server')}export default { fetch: () => new Response(render()) };`,
    );
  });
  afterAll(() => workers?.dispose());

  it('imports nothing but other modules of its own: no node: module, no Node global it needs', () => {
    const server = readFileSync(SERVER, 'utf8');
    expect(server.match(/\bfrom\s*["'`][^"'`]+["'`]|\bimport\s*\(\s*["'`][^"'`]+["'`]\s*\)|\brequire\s*\(/g)).toBeNull();
  });

  it('renders in Node what a shop asked for, and refuses what it cannot render, saying why', () => {
    expect(node.version).toBe(VERSION);
    expect(Object.keys(node.hashes)).toEqual(['nl-signup', 'shop-footer', 'preview-panel']);
    const outcomes = node.renders.map((render) => ('html' in render ? render.html.split('<template')[0] : render.error));
    expect(outcomes).toEqual([
      '<nl-signup site="DE">',
      '<nl-signup site="HU" origin="NEWSLETTER" origin-addition="footer">',
      '<nl-signup site="TR" id="signup&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" data-cms="7\' onmouseover=\'x">',
      '<shop-footer site="CH_FR">',
      '<shop-footer site="PL" newsletter>',
      '<shop-footer site="CZ" reduced>',
      '<shop-footer site="SK" checkout api-origin="https://api.shop.example">',
      '<shop-footer site="AT" lang="de">',
      '<shop-footer site="CH_FR" locale="fr-ch">',
      '<preview-panel site="CH">',
      '<session-keeper></session-keeper>',
      '[storefront-elements] renderElement: "shop-layout" is not an element it renders (nl-signup, shop-footer, preview-panel, session-keeper).',
      '[storefront-elements] renderElement("nl-signup"): site "FR" is not one of AT, CH, CH_FR, CZ, DE, HU, PL, SK, TR.',
      '[storefront-elements] renderElement("shop-footer"): "onclick" is not an attribute of <shop-footer>; it writes only the element\'s own (site, locale, api-origin, asset-origin, reduced, platform, newsletter, newsletter-hidden, preview, checkout) and id, class, slot, lang, dir, data-*, aria-*.',
      `[storefront-elements] renderElement("shop-footer"): locale "de-CH" is not site TR's (tr-TR, also written tr or tr_TR). A server renders a site in its own locale only, whose amounts and text direction the kit carries, so that every runtime writes the same bytes: give site CH for de-CH, or leave locale out.`,
    ]);
  });

  it("writes a template's preload lines: the module as given, then each element's whole chunk set beside it, each file once", () => {
    const manifest = (market: string) => JSON.parse(readFileSync(`dist/markets/${market}.manifest.json`, 'utf8'));
    /** The files a view imports, however deep, from the market's manifest (Vite's format). */
    const chunkSet = (market: string, view: string) => {
      const chunks = manifest(market);
      const files: string[] = [];
      const visit = (key: string) => {
        if (files.includes(chunks[key].file)) return;
        files.push(chunks[key].file);
        for (const imported of chunks[key].imports ?? []) visit(imported);
      };
      visit(`elements/${view}/${view}.view.ts`);
      return files;
    };
    // The module first, then the chunks in any order (their run order is vite.config's, scripts/chunkSets.test.ts).
    const lines = (html: string) => {
      const [module, ...chunks] = html.split('\n').map((line) => /^<link rel="modulepreload" href="([^"]+)">$/.exec(line)?.[1] ?? line);
      return [module, ...chunks.sort()];
    };
    const [signup, footer, allSites, layout, attribute] = node.preloads;
    expect(lines((signup as { html: string }).html)).toEqual([
      '/static/markets/storefront-elements.de.js',
      ...chunkSet('de', 'nl-signup')
        .map((file) => `/static/markets/${file}`)
        .sort(),
    ]);
    // The footer's sign-up comes with it (newsletter); what both import, once.
    expect(lines((footer as { html: string }).html)).toEqual([
      'https://cdn.example/kit/markets/storefront-elements.hu.js?v=2',
      ...[...new Set([...chunkSet('hu', 'shop-footer'), ...chunkSet('hu', 'nl-signup'), ...chunkSet('hu', 'session-keeper')])]
        .map((file) => `https://cdn.example/kit/markets/${file}`)
        .sort(),
    ]);
    expect([allSites, layout, attribute]).toEqual([
      {
        error:
          '[storefront-elements] preloadLinks: "/static/storefront-elements.js" is not the address of a market module (storefront-elements.at.js, storefront-elements.ch.js, storefront-elements.cz.js, storefront-elements.de.js, storefront-elements.hu.js, storefront-elements.pl.js, storefront-elements.sk.js, storefront-elements.tr.js); the all-sites module is one file, with nothing more to fetch.',
      },
      {
        error:
          '[storefront-elements] preloadLinks: "shop-layout" is not an element with a view (nl-signup, shop-footer, preview-panel, session-keeper).',
      },
      {
        error:
          '[storefront-elements] preloadLinks("shop-footer"): "onclick" is not an attribute of <shop-footer>; it writes only the element\'s own (site, locale, api-origin, asset-origin, reduced, platform, newsletter, newsletter-hidden, preview, checkout) and id, class, slot, lang, dir, data-*, aria-*.',
      },
    ]);
  });

  it('renders the same bytes in the Workers runtime, without the Node compatibility flag', async () => {
    const response = await workers.dispatchFetch('http://localhost/');
    const rendered = (await response.json()) as Rendered;
    expect(rendered.version).toBe(node.version);
    expect(rendered.hashes).toEqual(node.hashes);
    expect(rendered.preloads).toEqual(node.preloads);
    expect(differences(rendered, node)).toEqual([]);
  });

  it('renders the same bytes in Deno', () => {
    const rendered = inDeno();
    expect(rendered.hashes).toEqual(node.hashes);
    expect(rendered.preloads).toEqual(node.preloads);
    expect(differences(rendered, node)).toEqual([]);
  });
});

describe('the caches docs/prerendered.md shows', () => {
  it('a Node server: the first call renders, the next ones answer the same string from memory', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'fragments-'));
    writeFileSync(join(folder, 'fragments.mjs'), docExample('docs/prerendered.md', 'fragments.mjs', SERVER_URL));
    const { cachedElement } = await import(pathToFileURL(join(folder, 'fragments.mjs')).href);
    const { renderElement } = await import(SERVER_URL);
    const first = cachedElement('shop-footer', { site: 'HU', checkout: true });
    expect(first).toBe(renderElement('shop-footer', { site: 'HU', checkout: true }));
    // The same string object: no second render (a render makes a new one).
    expect(Object.is(cachedElement('shop-footer', { checkout: true, site: 'HU' }), first)).toBe(true);
    expect(cachedElement('shop-footer', { site: 'HU' })).toBe(renderElement('shop-footer', { site: 'HU' }));
    expect(() => cachedElement('shop-footer', { site: 'FR' })).toThrow('site "FR" is not one of');
  });

  describe('a Worker with the CDN cache', () => {
    let worker: Miniflare;
    beforeAll(() => {
      worker = workerWithServer(SERVER, docExample('docs/prerendered.md', 'fragment-worker.js', 'storefront-elements/server'));
    });
    afterAll(() => worker?.dispose());

    it('answers the fragment, keeps it under the tag, the attributes and the version, and answers it again from the cache', async () => {
      const { renderElement } = await import(SERVER_URL);
      const expected = renderElement('shop-footer', { checkout: true, site: 'HU' });
      const first = await worker.dispatchFetch('https://shop.example/fragments/shop-footer?site=HU&checkout');
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8');
      // Its address has no version: no one downstream keeps it.
      expect(first.headers.get('cache-control')).toBe('no-cache');
      // Compared as a flag, not as the two long texts: the cross-runtime test above shows where markup differs.
      expect((await first.text()) === expected).toBe(true);

      const cache = await defaultCache(worker);
      const kept = await cache.match(`https://shop.example/__storefront-fragments/${VERSION}/shop-footer?checkout=&site=HU`);
      expect(kept?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await kept?.text()) === expected).toBe(true);
      // What the cache holds is what the next request gets: a marked entry comes back as it is.
      await cache.put(
        `https://shop.example/__storefront-fragments/${VERSION}/shop-footer?checkout=&site=HU`,
        new WorkersResponse('from the cache', { headers: { 'cache-control': 'public, max-age=600' } }),
      );
      const again = await worker.dispatchFetch('https://shop.example/fragments/shop-footer?checkout&site=HU');
      expect(await again.text()).toBe('from the cache');
      expect(again.headers.get('cache-control')).toBe('no-cache');
    });

    it('answers an ETag of the version and the key, a miss then a hit, a 304 to If-None-Match, and one entry for checkout=false and no checkout', async () => {
      const miss = await worker.dispatchFetch('https://shop.example/fragments/shop-footer?site=AT&checkout=false');
      const etag = `"${VERSION}:shop-footer?site=AT"`;
      expect([miss.status, miss.headers.get('etag'), miss.headers.get('x-fragment-cache')]).toEqual([200, etag, 'miss']);
      const { renderElement } = await import(SERVER_URL);
      expect((await miss.text()) === renderElement('shop-footer', { site: 'AT' })).toBe(true);
      const hit = await worker.dispatchFetch('https://shop.example/fragments/shop-footer?site=AT');
      expect([hit.status, hit.headers.get('etag'), hit.headers.get('x-fragment-cache')]).toEqual([200, etag, 'hit']);
      await hit.arrayBuffer();
      const unchanged = await worker.dispatchFetch('https://shop.example/fragments/shop-footer?site=AT', {
        headers: { 'if-none-match': etag },
      });
      expect([unchanged.status, unchanged.headers.get('etag'), await unchanged.text()]).toEqual([304, etag, '']);
    });

    it('answers only GET', async () => {
      const posted = await worker.dispatchFetch('https://shop.example/fragments/shop-footer?site=HU', { method: 'POST', body: 'x' });
      expect([posted.status, posted.headers.get('allow')]).toEqual([405, 'GET']);
    });

    it('refuses what renderElement refuses, with its message, and keeps nothing', async () => {
      const refused = await worker.dispatchFetch('https://shop.example/fragments/shop-footer?site=HU&onclick=alert(1)');
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('"onclick" is not an attribute of <shop-footer>');
      const cache = await defaultCache(worker);
      expect(
        await cache.match(`https://shop.example/__storefront-fragments/${VERSION}/shop-footer?onclick=alert%281%29&site=HU`),
      ).toBeUndefined();
    });
  });
});
