// `npm run bench`: builds if needed and prints, for the all-sites module and each market module,
// size and start-up figures against the floor (the same libraries, one trivial element, built with
// the bundle's own config), and layout stability, memory and request figures for the all-sites one.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { runnerImport } from 'vite';
import { startServer } from '../../demo/server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { compressedSizes, sizeBreakdown } from './size.mjs';
import { heapGrowth, layoutShift, requests } from './allSites.mjs';
import { bundlePage, floorPage, STAFF_COOKIES, startup } from './startup.mjs';
import { serverRendersReport } from './serverRenders.mjs';
import { networkRows, printNetworkRows } from './network.mjs';
import { pageShapesReport } from './pageShapesReport.mjs';
import { SERVED_PAGES } from './pages.mjs';
import { DIST, median, RUNS, SHAPE_SERVER } from './settings.mjs';

const ARGS = [...CHROMIUM_ARGS, '--js-flags=--expose-gc'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const { module: registry } = await runnerImport('./src/sites/registry.ts', { configFile: false, logLevel: 'silent' });
/** The modules: the all-sites one, then each market's, each on a page of its market's first site. */
const MODULES = [
  { name: 'all sites', market: undefined, path: 'dist/storefront-elements.js', site: 'DE' },
  ...registry.MARKETS.map((market) => ({
    name: market,
    market,
    path: `dist/markets/${registry.marketModuleFile(market)}`,
    site: Object.keys(registry.SITE_REGISTRY).find((site) => registry.SITE_REGISTRY[site].market === market),
  })),
];
/** The issue's targets, as ratios to the floor (issue 14). */
const SIZE_TARGET = { 'all sites': 1.45, de: 1.25 };
const STARTUP_TARGET = { de: 1.3 };

/**
 * BENCH_ONLY=pages measures the page shapes only (with their rows on a network); BENCH_ONLY=network
 * the rows on a network only (BENCH_RTT: its round-trip time, 100 ms by default); BENCH_ONLY=server
 * the server entry's renders only.
 */
const ONLY_PAGES = process.env.BENCH_ONLY === 'pages';
const ONLY_NETWORK = process.env.BENCH_ONLY === 'network';
const ONLY_SERVER = process.env.BENCH_ONLY === 'server';
/** The rows on a network: a median of at least 9 loads each. */
const NETWORK_RUNS = Math.max(9, RUNS);

if (MODULES.some((module) => !existsSync(module.path)) || process.env.BENCH_REBUILD) execSync('npm run build', { stdio: 'inherit' });
execSync('npx vite build --mode floor', { stdio: 'ignore' });

const ratio = (value, floor) => `${(value / floor).toFixed(2)}x`;
const targetNote = (value, floor, target) =>
  target === undefined
    ? ''
    : ` (target <= ${target.toFixed(2)}x: ${value / floor <= target ? 'met' : `missed by ${((value / floor - target) * floor).toFixed(0)}`})`;
const PARTS = ['compile', 'evaluate', 'script', 'style', 'other'];

if (!ONLY_SERVER) {
  const server = await startServer({ page: (url) => SERVED_PAGES.get(url.pathname) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
  try {
    if (!ONLY_PAGES && !ONLY_NETWORK) await modulesReport(browser, server);
    if (!ONLY_NETWORK) await pageShapesReport(browser, server);
    printNetworkRows(await networkRows(browser, server, { dist: DIST, runs: NETWORK_RUNS }), DIST);
  } finally {
    await browser.close();
    await server.close();
  }
}
if (!ONLY_PAGES && !ONLY_NETWORK && existsSync(SHAPE_SERVER)) await serverRendersReport(SHAPE_SERVER);

async function modulesReport(browser, server) {
  const floor = compressedSizes('scripts/bench/out/floor.js');
  const sizes = Object.fromEntries(MODULES.map((module) => [module.name, compressedSizes(module.path)]));
  const breakdowns = {};
  for (const module of MODULES) breakdowns[module.name] = await sizeBreakdown(module.market);

  // One round loads the floor, then every module: the floor's runs are spread over the whole run.
  const runs = Object.fromEntries(['floor', ...MODULES.map((module) => module.name)].map((name) => [name, []]));
  for (let round = 0; round < RUNS; round += 1) {
    process.stderr.write(`start-up round ${round + 1} of ${RUNS}\n`);
    runs.floor.push(await startup(browser, server, floorPage));
    for (const module of MODULES)
      runs[module.name].push(await startup(browser, server, bundlePage(`/${module.path}`, module.site), STAFF_COOKIES));
  }
  const startupOf = (name) => ({
    mainThreadMs: median(runs[name].map((r) => r.mainThreadMs)),
    wallMs: median(runs[name].map((r) => r.wallMs)),
    split: Object.fromEntries(PARTS.map((part) => [part, median(runs[name].map((r) => r.split[part]))])),
  });
  const floorStartup = startupOf('floor');

  const cls = await layoutShift(browser, server);
  const heaps = {};
  for (const tag of ['nl-signup', 'shop-footer', 'shop-layout', 'preview-panel', 'session-keeper'])
    heaps[tag] = await heapGrowth(browser, server, tag);
  const calls = await requests(browser, server);

  console.log('\nStorefront elements benchmark\n');
  console.log(
    `Floor: ${kb(floor.gzip)} gzip, ${kb(floor.brotli)} brotli (${floor.gzip} B gzip; same libraries, one trivial element, the bundle's build config)`,
  );
  console.log(`\nSize (ratio to the floor; the target is the issue's, in bytes over it when missed)`);
  for (const module of MODULES) {
    const size = sizes[module.name];
    const target = SIZE_TARGET[module.name] ?? 1.3;
    console.log(
      `  ${module.name.padEnd(10)} gzip ${kb(size.gzip).padStart(9)} ${ratio(size.gzip, floor.gzip)}${targetNote(size.gzip, floor.gzip, target)}; brotli ${kb(size.brotli).padStart(9)} ${ratio(size.brotli, floor.brotli)}; minified ${kb(size.raw)}`,
    );
  }

  console.log(
    `\nStart-up, CPU 4x slower, median of ${RUNS} (floor and modules alternated): main-thread ms until every element shows its content`,
  );
  const splitText = (split) => PARTS.map((part) => `${part} ${split[part].toFixed(0)}`).join(', ');
  console.log(
    `  ${'floor'.padEnd(10)} ${floorStartup.mainThreadMs.toFixed(0).padStart(5)} ms (${splitText(floorStartup.split)}); shown after ${floorStartup.wallMs.toFixed(0)} ms`,
  );
  for (const module of MODULES) {
    const own = startupOf(module.name);
    console.log(
      `  ${module.name.padEnd(10)} ${own.mainThreadMs.toFixed(0).padStart(5)} ms ${ratio(own.mainThreadMs, floorStartup.mainThreadMs)}${targetNote(own.mainThreadMs, floorStartup.mainThreadMs, STARTUP_TARGET[module.name]).replace(/by (\d+)\)/, 'by $1 ms)')} (${splitText(own.split)}); shown after ${own.wallMs.toFixed(0)} ms`,
    );
  }

  const rows = [
    ['Cumulative layout shift (all sites, calls delayed 300 ms)', cls.toFixed(3), 'target 0.00'],
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
  console.log('');
  for (const [name, value, note] of rows) console.log(`${name.padEnd(width)}  ${value.padStart(10)}  ${note}`);

  console.log('\nWhat makes up each module: KB gzip of each part compressed on its own (so parts add up to a little more)');
  const partNames = [...new Set(Object.values(breakdowns).flatMap((parts) => [...parts.keys()]))].sort((a, b) => {
    const order = (name) => (name === 'libraries' ? 0 : name.startsWith('code') ? 1 : name.startsWith('CSS') ? 2 : 3);
    return order(a) - order(b) || a.localeCompare(b);
  });
  console.log(`  ${''.padEnd(20)}${MODULES.map((m) => m.name.padStart(10)).join('')}`);
  for (const part of partNames) {
    const cells = MODULES.map((m) => {
      const bytes = breakdowns[m.name].get(part)?.gzip;
      return (bytes === undefined ? '-' : (bytes / 1024).toFixed(1)).padStart(10);
    });
    console.log(`  ${part.padEnd(20)}${cells.join('')}`);
  }
}
