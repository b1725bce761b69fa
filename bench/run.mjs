// `npm run bench`: builds if needed and prints size, start-up, layout stability, memory and request
// figures for the bundle and for the floor (same dependencies, one trivial element).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { startServer } from '../demo/server.mjs';
import { compressedSizes, sizeBreakdown } from './size.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--js-flags=--expose-gc',
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!existsSync('dist/storefront-elements.js') || process.env.BENCH_REBUILD) execSync('npx vite build', { stdio: 'inherit' });
execSync('npx vite build --config bench/vite.floor.config.ts', { stdio: 'ignore' });

const STAFF_COOKIES = { previewAuthToken: 'bench-staff' };
const bundlePage = (module) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script>window.__start = performance.now();</script>
<script type="module" src="${module}"></script></head><body>
<nl-signup></nl-signup><session-keeper></session-keeper><shop-footer newsletter preview></shop-footer></body></html>`;
const floorPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title>
<script>window.__start = performance.now();</script>
<script type="module" src="/floor.js"></script></head><body><floor-element></floor-element></body></html>`;

/** Resolves once every element with a shadow root has rendered content. */
const ALL_RENDERED = `new Promise((resolve) => {
  const check = () => {
    const hosts = [...document.querySelectorAll('nl-signup, shop-footer, floor-element')];
    const ready = hosts.length > 0 && hosts.every((h) => h.shadowRoot && h.shadowRoot.querySelector('*:not(style)'))
      && [...document.querySelectorAll('shop-footer')].every((f) => f.shadowRoot.querySelector('footer, .sf-footer'));
    if (ready) resolve(performance.now()); else requestAnimationFrame(check);
  };
  check();
})`;

async function withPage(browser, server, html, fn, cookies = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: server.url })));
  await context.route(`${server.url}/bench.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await context.route(`${server.url}/floor.js`, (route) => route.fulfill({ path: 'bench/out/floor.js', contentType: 'text/javascript' }));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    return await fn(page, cdp);
  } finally {
    await context.close();
  }
}

async function startup(browser, server, html, cookies) {
  return withPage(
    browser,
    server,
    html,
    async (page, cdp) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({
          type: 'longtask',
          buffered: true,
        });
      });
      await page.goto(`${server.url}/bench.html`);
      const rendered = await page.evaluate(ALL_RENDERED);
      const start = await page.evaluate(() => window.__start);
      const longTasks = await page.evaluate(() => window.__longTasks);
      return { ms: rendered - start, longTasks: longTasks.filter((d) => d > 50).length };
    },
    cookies,
  );
}

async function layoutShift(browser, server) {
  server.backend.configure({ delayMs: 300 });
  try {
    return await withPage(
      browser,
      server,
      bundlePage('/dist/storefront-elements.js'),
      async (page) => {
        await page.addInitScript(() => {
          window.__cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${server.url}/bench.html`);
        await page.evaluate(ALL_RENDERED);
        await page.waitForTimeout(1500); // every delayed call has answered
        return page.evaluate(() => window.__cls);
      },
      STAFF_COOKIES,
    );
  } finally {
    server.backend.configure({ delayMs: 0 });
  }
}

async function heapGrowth(browser, server, tag) {
  return withPage(
    browser,
    server,
    bundlePage('/dist/storefront-elements.js'),
    async (page, cdp) => {
      await page.goto(`${server.url}/bench.html`);
      await page.evaluate(ALL_RENDERED);
      const heap = async () => {
        await cdp.send('HeapProfiler.collectGarbage');
        await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
        await cdp.send('HeapProfiler.collectGarbage');
        return (await cdp.send('Runtime.getHeapUsage')).usedSize;
      };
      // Each cycle connects a new element and takes it out. A removed element is kept for a grace
      // period (a move must not lose it), so the bench waits until every one is torn down.
      const cycle = (count) =>
        page.evaluate(
          async ({ tag, count }) => {
            const holder = document.createElement('div');
            document.body.append(holder);
            const removed = [];
            for (let i = 0; i < count; i += 1) {
              const element = document.createElement(tag);
              holder.append(element);
              await new Promise((r) => setTimeout(r, 0));
              element.remove();
              removed.push(element);
              await new Promise((r) => setTimeout(r, 0));
            }
            holder.remove();
            const rendered = () => removed.some((element) => element.shadowRoot?.querySelector('.sf-root'));
            do await new Promise((r) => setTimeout(r, 200));
            while (rendered());
          },
          { tag, count },
        );
      await cycle(20); // warm-up: caches and shared stylesheets are made once
      const before = await heap();
      await cycle(1000);
      const after = await heap();
      return { before, after, growth: after - before };
    },
    STAFF_COOKIES,
  );
}

async function requests(browser, server) {
  server.backend.reset();
  await withPage(
    browser,
    server,
    bundlePage('/dist/storefront-elements.js'),
    async (page) => {
      await page.goto(`${server.url}/bench.html`);
      await page.evaluate(ALL_RENDERED);
      await page.waitForTimeout(1000);
    },
    STAFF_COOKIES,
  );
  const counts = {};
  for (const call of server.backend.calls()) counts[call.name] = (counts[call.name] ?? 0) + 1;
  const { footerLogo: images = 0, ...services } = counts; // logo images are not service calls
  return { services, images };
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
try {
  const bundle = compressedSizes('dist/storefront-elements.js');
  const floor = compressedSizes('bench/out/floor.js');
  const breakdown = await sizeBreakdown();

  const bundleRuns = [];
  const floorRuns = [];
  for (let i = 0; i < RUNS; i += 1) {
    bundleRuns.push(await startup(browser, server, bundlePage('/dist/storefront-elements.js'), STAFF_COOKIES));
    floorRuns.push(await startup(browser, server, floorPage));
  }
  const bundleMs = median(bundleRuns.map((r) => r.ms));
  const floorMs = median(floorRuns.map((r) => r.ms));
  const cls = await layoutShift(browser, server);
  const heaps = {};
  for (const tag of ['nl-signup', 'shop-footer', 'shop-layout', 'preview-panel', 'session-keeper'])
    heaps[tag] = await heapGrowth(browser, server, tag);
  const calls = await requests(browser, server);

  const rows = [
    ['Bundle size (gzip)', kb(bundle.gzip), `floor ${kb(floor.gzip)}, ratio ${(bundle.gzip / floor.gzip).toFixed(2)}x (target <= 1.20x)`],
    ['Bundle size (brotli)', kb(bundle.brotli), `floor ${kb(floor.brotli)}, ratio ${(bundle.brotli / floor.brotli).toFixed(2)}x`],
    ['Bundle size (minified)', kb(bundle.raw), `floor ${kb(floor.raw)}`],
    [
      `Start-up, CPU 4x slower (median of ${RUNS})`,
      `${bundleMs.toFixed(0)} ms`,
      `floor ${floorMs.toFixed(0)} ms, ratio ${(bundleMs / floorMs).toFixed(2)}x (target <= 1.50x)`,
    ],
    [
      'Long tasks > 50 ms during start-up (median)',
      String(median(bundleRuns.map((r) => r.longTasks))),
      `floor ${median(floorRuns.map((r) => r.longTasks))}`,
    ],
    ['Cumulative layout shift (calls delayed 300 ms)', cls.toFixed(3), 'target 0.00'],
    ...Object.entries(heaps).map(([tag, h]) => [
      `Heap growth, 1,000 connect/disconnect of <${tag}>`,
      kb(h.growth),
      `${kb(h.before)} -> ${kb(h.after)} (target < 1 MB)`,
    ]),
    [
      'Service calls on the page',
      String(Object.values(calls.services).reduce((a, b) => a + b, 0)),
      `${Object.entries(calls.services)
        .map(([n, c]) => `${n} ${c}`)
        .join(', ')}; psdata ${calls.services.psdata ?? 0} (target 1); plus ${calls.images} logo images`,
    ],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log('\nStorefront elements benchmark\n');
  for (const [name, value, note] of rows) console.log(`${name.padEnd(width)}  ${value.padStart(10)}  ${note}`);
  console.log("\nWhat makes up the bundle (each part's bytes in the output before minification and compression):");
  const total = breakdown.reduce((sum, [, bytes]) => sum + bytes, 0);
  for (const [owner, bytes] of breakdown.slice(0, 25))
    console.log(`  ${owner.padEnd(40)} ${kb(bytes).padStart(10)}  ${((bytes / total) * 100).toFixed(1)}%`);
} finally {
  await browser.close();
  await server.close();
}
