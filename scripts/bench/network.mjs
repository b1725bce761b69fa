// The page shapes on a real network (BENCH_RTT, 100 ms by default; 10 Mbit/s; CPU 4x): the German
// market module, whose elements fetch their chunks, against the one-file all-sites module, the same
// page otherwise, alternated. Per shape: when the first-screen element shows its content, the depth
// of the chain of script requests and the bytes fetched; then a visitor who jumps to the footer as
// soon as the module has run; the sign-up as a tag whose template preloads its chunks (preloadLinks),
// the bound of any order of fetches; and a pre-rendered sign-up page whose template preloads them,
// until it has hydrated.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chainDepth, recordScripts } from '../scriptRequests.mjs';
import { JUMP_WHEN_DEFINED } from './interactions.mjs';
import { SERVED_PAGES, SHAPES, SHOWN, shapePage } from './pages.mjs';

/** The round-trip time the rows are measured at, in ms. */
export const RTT_MS = Number(process.env.BENCH_RTT ?? 100);
const THROUGHPUT = 10_000_000 / 8; // bytes per second
const PHONE = { width: 412, height: 915 };

/** The shapes the rows measure: the sign-up above the text and the footer at the top of a page. */
const NETWORK_SHAPES = ['sign-up above text', 'footer only'].map((name) => SHAPES.find((shape) => shape.name === name));

/**
 * Serves a build's dist/ folder on its own port, as a CDN serves the kit (CORS allowed): no routing
 * in the browser, so the emulated round trip applies to every file.
 */
async function serveDist(dist) {
  const server = createServer((request, response) => {
    const path = join(dist, normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, ''));
    if (!existsSync(path) || !path.endsWith('.js')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' });
    createReadStream(path).pipe(response);
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((closed) => server.close(closed)) };
}

/** Opens `html` (served by the demo server) in a fresh context on the emulated network, CPU 4x; runs `use`, closes it. */
async function onNetwork(browser, server, html, use) {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const path = `/bench-network-${Math.random().toString(36).slice(2)}.html`;
    SERVED_PAGES.set(path, html);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: RTT_MS,
      downloadThroughput: THROUGHPUT,
      uploadThroughput: THROUGHPUT,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const scripts = recordScripts(cdp);
    try {
      return await use(page, scripts, `${server.url}${path}`);
    } finally {
      SERVED_PAGES.delete(path);
    }
  } finally {
    await context.close();
  }
}

/** What the scripts a page fetched from the dist server weigh, gzip -9. */
const bytesOf = (scripts, dist, distUrl) =>
  scripts
    .filter(({ url }) => url.startsWith(distUrl))
    .reduce((sum, { url }) => sum + gzipSync(readFileSync(join(dist, new URL(url).pathname)), { level: 9 }).length, 0);

/** Until the pre-rendered sign-up has hydrated (its public `rendered`), from navigation. */
const HYDRATED = () =>
  customElements.whenDefined('nl-signup').then(() => document.querySelector('nl-signup').rendered.then(() => performance.now()));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The pages Chromium's coverage is taken on (e2e/page-weight.e2e.ts's): the footer page and the sign-up page, as tags. */
const COVERAGE_PAGES = {
  'footer page': '<h1>Impressum</h1><shop-footer site="DE"></shop-footer><session-keeper></session-keeper>',
  'sign-up page':
    '<h1>Newsletter</h1><nl-signup site="DE"></nl-signup><shop-footer site="DE" newsletter></shop-footer><session-keeper></session-keeper>',
};

/**
 * Chromium's coverage of the market module's scripts on each page: the bytes fetched (gzip -9) and
 * the share of the code (minified bytes) that ran by the time every element has rendered and the
 * page has been idle a second.
 */
async function coverageRows(browser, server, dist, distUrl) {
  const rows = [];
  for (const [name, body] of Object.entries(COVERAGE_PAGES)) {
    const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Shop</title><script type="module" src="${distUrl}/markets/storefront-elements.de.js"></script></head><body>${body}</body></html>`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const path = `/bench-coverage-${Math.random().toString(36).slice(2)}.html`;
      SERVED_PAGES.set(path, html);
      const page = await context.newPage();
      await page.coverage.startJSCoverage({ resetOnNavigation: false });
      await page.goto(`${server.url}${path}`);
      await page.evaluate(async () => {
        for (const element of document.querySelectorAll('nl-signup, shop-footer, session-keeper')) {
          await customElements.whenDefined(element.localName);
          await element.rendered;
        }
      });
      await page.waitForTimeout(1000); // the answers' renders, and the page idle: what ran by then
      const entries = (await page.coverage.stopJSCoverage()).filter(({ url }) => url.startsWith(distUrl));
      SERVED_PAGES.delete(path);
      let total = 0;
      let ran = 0;
      for (const { source = '', functions } of entries) {
        total += source.length;
        // Block coverage: the innermost range that covers a character decides whether it ran.
        const counts = new Uint32Array(source.length).fill(1);
        const ranges = functions.flatMap((fn) => fn.ranges).sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset));
        for (const { startOffset, endOffset, count } of ranges) counts.fill(count, startOffset, endOffset);
        ran += counts.reduce((sum, count) => sum + (count > 0 ? 1 : 0), 0);
      }
      rows.push({
        name,
        files: entries.length,
        bytes: bytesOf(
          entries.map(({ url }) => ({ url })),
          dist,
          distUrl,
        ),
        ran: ran / total,
      });
    } finally {
      await context.close();
    }
  }
  return rows;
}

/**
 * Measures every row, `runs` rounds, the market module and the one-file module alternated in each.
 * `dist`: the build to measure (this checkout's, or BENCH_DIST's).
 */
export async function networkRows(browser, server, { dist, runs }) {
  const files = await serveDist(dist);
  const modules = {
    market: `${files.url}/markets/storefront-elements.de.js`,
    oneFile: `${files.url}/storefront-elements.js`,
  };
  const serverEntry = join(dist, 'server.js');
  const { renderElement, preloadLinks } = existsSync(serverEntry) ? await import(pathToFileURL(serverEntry).href) : {};
  /** `runs` rounds of one page per module (`pages`, by module), alternated: what `measure` returns of each load, by module. */
  const alternated = async (what, pages, measure) => {
    const results = { market: [], oneFile: [] };
    for (let round = 0; round < runs; round += 1) {
      process.stderr.write(`${what} at ${RTT_MS} ms round trip, round ${round + 1} of ${runs}\n`);
      for (const which of Object.keys(modules)) results[which].push(await onNetwork(browser, server, pages[which], measure));
    }
    return results;
  };
  /** The same shape on each module's page, the elements placed as tags. */
  const tagPages = (shape) =>
    Object.fromEntries(Object.entries(modules).map(([which, module]) => [which, shapePage(shape, { module, site: 'DE' })]));
  const signupShape = NETWORK_SHAPES[0];
  const rows = [];
  try {
    for (const shape of NETWORK_SHAPES) {
      const measured = await alternated(shape.name, tagPages(shape), async (page, scripts, url) => {
        await page.goto(url);
        const shownAt = await page.evaluate(SHOWN, shape.firstScreen);
        await page.waitForLoadState('networkidle');
        return { shownAt, depth: chainDepth(scripts), bytes: bytesOf(scripts, dist, files.url), requests: scripts.length };
      });
      rows.push({ name: shape.name, measured });
    }

    const jumps = await alternated(
      'jump to the footer',
      tagPages(SHAPES.find((shape) => shape.newsletterInFooter)),
      async (page, _scripts, url) => {
        // Before the page loads: the jump comes the moment the module has defined the footer.
        await page.addInitScript(JUMP_WHEN_DEFINED);
        await page.goto(url);
        return page.evaluate(() => window.__jump);
      },
    );

    // The bound of any fetch order: the sign-up as a tag whose template preloads its whole chunk set, so no script waits on another.
    const preloaded = tagPages(signupShape);
    const preloadedTags = preloadLinks
      ? await alternated(
          'sign-up as a tag, its chunks preloaded',
          { ...preloaded, market: preloaded.market.replace('</head>', `${preloadLinks(modules.market, ['nl-signup'])}</head>`) },
          async (page, _scripts, url) => {
            await page.goto(url);
            return page.evaluate(SHOWN, signupShape.firstScreen);
          },
        )
      : { market: [], oneFile: [] };

    let hydrations = { market: [], oneFile: [] };
    if (renderElement) {
      // A build from before preloadLinks: the page as docs/on-your-page.md then showed it, the module's own line only.
      const preloads = preloadLinks?.(modules.market, ['nl-signup']) ?? `<link rel="modulepreload" href="${modules.market}">`;
      const pages = {
        market: shapePage(signupShape, { module: modules.market, renderElement }).replace('</head>', `${preloads}</head>`),
        oneFile: shapePage(signupShape, { module: modules.oneFile, renderElement }),
      };
      hydrations = await alternated('pre-rendered sign-up', pages, async (page, scripts, url) => {
        await page.goto(url);
        const hydratedAt = await page.evaluate(HYDRATED);
        return { hydratedAt, depth: chainDepth(scripts) };
      });
    }
    const coverage = await coverageRows(browser, server, dist, files.url);
    return { rows, jumps, preloadedTags, hydrations, coverage, runs };
  } finally {
    await files.close();
  }
}

/** Prints the rows as the note quotes them. */
export function printNetworkRows({ rows, jumps, preloadedTags, hydrations, coverage, runs }, dist) {
  const ms = (value) => `${value.toFixed(0)} ms`;
  const kb = (value) => `${(value / 1000).toFixed(1)} KB`;
  console.log(
    `\nOn a network: ${RTT_MS} ms round trip, 10 Mbit/s, CPU 4x, ${PHONE.width}x${PHONE.height}, median of ${runs} alternated loads; the German market module (${dist}/markets/) against the one-file all-sites module (${dist}/storefront-elements.js), elements placed as tags`,
  );
  console.log(
    '| page | market module: content shown | chain depth | scripts | fetched, gzip -9 | one-file module: content shown | chain depth | fetched | ratio |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { name, measured } of rows) {
    const m = (which, key) => median(measured[which].map((run) => run[key]));
    console.log(
      `| ${name} | ${ms(m('market', 'shownAt'))} | ${m('market', 'depth')} | ${m('market', 'requests')} | ${kb(m('market', 'bytes'))} | ${ms(m('oneFile', 'shownAt'))} | ${m('oneFile', 'depth')} | ${kb(m('oneFile', 'bytes'))} | **${(m('market', 'shownAt') / m('oneFile', 'shownAt')).toFixed(2)}x** |`,
    );
  }
  const jump = (which, key) => median(jumps[which].map((run) => run[key]));
  console.log(
    `A visitor who jumps to the footer as soon as the module has run (${SHAPES.find((shape) => shape.newsletterInFooter).name}): its content shows at ${ms(jump('market', 'at'))} with the market module, ${ms(jump('oneFile', 'at'))} with the one-file module (${(jump('market', 'at') / jump('oneFile', 'at')).toFixed(2)}x); ${ms(jump('market', 'after'))} and ${ms(jump('oneFile', 'after'))} after the jump.`,
  );
  if (preloadedTags.market.length) {
    const shown = (which) => median(preloadedTags[which]);
    console.log(
      `The sign-up as a tag, its template preloading its chunk set (no script waits on another, the bound of any fetch order): content shown at ${ms(shown('market'))}, with the one-file module at ${ms(shown('oneFile'))}: ${(shown('market') / shown('oneFile')).toFixed(2)}x.`,
    );
  }
  for (const { name, files, bytes, ran } of coverage)
    console.log(
      `Chromium's coverage, the ${name} (market module, as tags, 1280x900): ${files} scripts, ${kb(bytes)} gzip -9 fetched; ${(ran * 100).toFixed(0)} % of their code ran.`,
    );
  if (hydrations.market.length) {
    const h = (which, key) => median(hydrations[which].map((run) => run[key]));
    console.log(
      `The pre-rendered sign-up, its template preloading the market module's chunks (preloadLinks): hydrated at ${ms(h('market', 'hydratedAt'))} (chain depth ${h('market', 'depth')}), with the one-file module at ${ms(h('oneFile', 'hydratedAt'))} (depth ${h('oneFile', 'depth')}): ${(h('market', 'hydratedAt') / h('oneFile', 'hydratedAt')).toFixed(2)}x.`,
    );
  }
}
