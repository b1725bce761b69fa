// `npm run bench`: builds if needed and prints, for the all-sites module and each market module,
// size and start-up figures against the floor (the same libraries, one trivial element, built with
// the bundle's own config), and layout stability, memory and request figures for the all-sites one.
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { runnerImport } from 'vite';
import { startServer } from '../../demo/server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { compressedSizes, sizeBreakdown } from './size.mjs';
import { bundlePage, floorPage, STAFF_COOKIES, startup, withPage, ALL_RENDERED } from './startup.mjs';
import { serverRendersReport } from './serverRenders.mjs';
import { networkRows, printNetworkRows } from './network.mjs';
import { firstInteractionPrerendered, interactions, jumpToFooter, loadShape, SERVED_PAGES, SHAPES, SIZES, shapePage } from './pages.mjs';

const RUNS = Math.max(7, Number(process.env.BENCH_RUNS ?? 7));
const ARGS = [...CHROMIUM_ARGS, '--js-flags=--expose-gc'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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
 * The page shapes load the German market module (the shop's most common page) from DIST, by default
 * this checkout's dist/; BENCH_DIST names another build's (an earlier commit's, for a before-and-after).
 */
const DIST = process.env.BENCH_DIST ?? 'dist';
const SHAPE_MODULE = `${DIST}/markets/storefront-elements.de.js`;
const SHAPE_RESERVE = `${DIST}/storefront-elements.css`;
const SHAPE_SERVER = `${DIST}/server.js`;
/**
 * BENCH_SHAPES and BENCH_SIZES (comma-separated parts of names, e.g. `keeper (no sign-up),sign-up above`
 * and `412x915`) measure only those page shapes and sizes; all of each by default.
 */
const chosen = (variable) => (item) =>
  !process.env[variable] || process.env[variable].split(',').some((part) => item.name.includes(part.trim()));
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

async function layoutShift(browser, server) {
  server.backend.configure({ delayMs: 300 });
  try {
    return await withPage(
      browser,
      server,
      bundlePage('/dist/storefront-elements.js', 'DE'),
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

/** Each shape at each size: floor and module alternated, RUNS rounds; medians, and the worst run's shifts. */
async function pageShapes(browser, server) {
  const reserveCss = existsSync(SHAPE_RESERVE) ? '/bench-reserve.css' : undefined;
  // A build with a server entry also gets each shape with its elements pre-rendered.
  const renderElement = existsSync(SHAPE_SERVER) ? (await import(pathToFileURL(SHAPE_SERVER).href)).renderElement : undefined;
  const results = [];
  for (const shape of SHAPES.filter(chosen('BENCH_SHAPES')))
    for (const size of SIZES.filter(chosen('BENCH_SIZES'))) {
      const runs = { floor: [], module: [], prerendered: [], prerenderedFloor: [], prerenderedWarm: [] };
      for (let round = 0; round < RUNS; round += 1) {
        process.stderr.write(`${shape.name} at ${size.name}, round ${round + 1} of ${RUNS}\n`);
        runs.floor.push(
          await loadShape(browser, server, { html: shapePage(shape, { module: '/floor.js' }), size, firstScreen: shape.firstScreen }),
        );
        const html = shapePage(shape, { module: '/bench-module.js', site: 'DE', reserveCss });
        runs.module.push(
          await loadShape(browser, server, {
            html,
            size,
            firstScreen: shape.firstScreen,
            modulePath: SHAPE_MODULE,
            reserveCssPath: SHAPE_RESERVE,
          }),
        );
        if (!renderElement) continue;
        const prerendered = { size, firstScreen: shape.firstScreen, modulePath: SHAPE_MODULE, reserveCssPath: SHAPE_RESERVE };
        runs.prerendered.push(
          await loadShape(browser, server, {
            ...prerendered,
            html: shapePage(shape, { module: '/bench-module.js', reserveCss, renderElement }),
          }),
        );
        runs.prerenderedFloor.push(
          await loadShape(browser, server, { ...prerendered, html: shapePage(shape, { module: '/floor.js', renderElement }) }),
        );
        // The warm load takes this checkout's dist/ from the demo server (its cache works only without routing).
        if (DIST === 'dist')
          runs.prerenderedWarm.push(
            await loadShape(browser, server, {
              ...prerendered,
              warm: true,
              html: shapePage(shape, { module: `/${SHAPE_MODULE}`, reserveCss: `/${SHAPE_RESERVE}`, renderElement }),
            }),
          );
      }
      results.push({ shape, size, runs });
    }
  return results;
}

async function heapGrowth(browser, server, tag) {
  return withPage(
    browser,
    server,
    bundlePage('/dist/storefront-elements.js', 'DE'),
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
    bundlePage('/dist/storefront-elements.js', 'DE'),
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

async function pageShapesReport(browser, server) {
  const shapes = await pageShapes(browser, server);
  const phone = SIZES[0];
  const interactionPage = shapePage(SHAPES[0], { module: '/bench-module.js', site: 'DE' }).replace(
    '</body>',
    '<shop-footer site="DE" newsletter></shop-footer></body>',
  );
  const latencies = { rendering: [], settled: [] };
  for (let round = 0; round < 3; round += 1)
    for (const settled of [false, true])
      latencies[settled ? 'settled' : 'rendering'].push(
        await interactions(browser, server, { html: interactionPage, size: phone, modulePath: SHAPE_MODULE, settled }),
      );

  const footerBelow = SHAPES.find((shape) => shape.newsletterInFooter);
  const jumps = [];
  for (let round = 0; round < RUNS; round += 1)
    jumps.push(
      await jumpToFooter(browser, server, {
        html: shapePage(footerBelow, { module: '/bench-module.js', site: 'DE', reserveCss: '/bench-reserve.css' }),
        size: phone,
        modulePath: SHAPE_MODULE,
        reserveCssPath: SHAPE_RESERVE,
      }),
    );

  // The pre-rendered sign-up, clicked and typed into before it has hydrated.
  const typed = 'anna@example.com';
  const early = [];
  if (existsSync(SHAPE_SERVER)) {
    const { renderElement } = await import(pathToFileURL(SHAPE_SERVER).href);
    for (let round = 0; round < RUNS; round += 1)
      early.push(
        await firstInteractionPrerendered(browser, server, {
          html: shapePage(SHAPES[0], { module: '/bench-module.js', renderElement }),
          size: phone,
          modulePath: SHAPE_MODULE,
          typed,
        }),
      );
  }

  const ms = (value) => `${value.toFixed(0)} ms`;
  const x = (value, floor) => (floor > 0 ? `${(value / floor).toFixed(2)}x` : 'n/a');
  console.log(
    `\nPage shapes, German market module (${SHAPE_MODULE}${existsSync(SHAPE_RESERVE) ? ', with its reserve stylesheet' : ', no reserve stylesheet'}) against the floor on the same shape, CPU 4x, median of ${RUNS} alternated loads`,
  );
  console.log(
    '| page | size | script fetched, gzip -9 (floor) | CLS (floor) | TBT (floor, ratio) | longest task (floor) | long tasks (floor) | main thread until shown (floor, ratio) | shown at | first contentful paint (floor) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const bytes = (value) => `${(value / 1000).toFixed(1)} KB`;
  const worstShifts = [];
  for (const { shape, size, runs } of shapes) {
    const m = (which, key) => median(runs[which].map((run) => run[key]));
    const module = (key) => m('module', key);
    const floor = (key) => m('floor', key);
    console.log(
      `| ${shape.name} | ${size.name} | ${bytes(module('scriptBytes'))} (${bytes(floor('scriptBytes'))}) | ${module('cls').toFixed(3)} (${floor('cls').toFixed(3)}) | ${ms(module('tbt'))} (${ms(floor('tbt'))}, ${x(module('tbt'), floor('tbt'))}) | ${ms(module('longest'))} (${ms(floor('longest'))}) | ${module('longTasks')} (${floor('longTasks')}) | ${ms(module('mainThreadMs'))} (${ms(floor('mainThreadMs'))}, ${x(module('mainThreadMs'), floor('mainThreadMs'))}) | ${ms(module('shownAt'))} | ${ms(module('fcp'))} (${ms(floor('fcp'))}) |`,
    );
    if (runs.prerendered.length) {
      const pre = (key) => m('prerendered', key);
      const preFloor = (key) => m('prerenderedFloor', key);
      console.log(
        `| ${shape.name}, pre-rendered (against the floor module on the same pre-rendered page) | ${size.name} | ${bytes(pre('scriptBytes'))} (${bytes(preFloor('scriptBytes'))}) | ${pre('cls').toFixed(3)} (${preFloor('cls').toFixed(3)}) | ${ms(pre('tbt'))} (${ms(preFloor('tbt'))}, ${x(pre('tbt'), preFloor('tbt'))}; ${x(pre('tbt'), floor('tbt'))} of the shape's floor) | ${ms(pre('longest'))} (${ms(preFloor('longest'))}) | ${pre('longTasks')} (${preFloor('longTasks')}) | in the HTML | at first paint | ${ms(pre('fcp'))} (${ms(preFloor('fcp'))}) |`,
      );
    }
    if (runs.prerenderedWarm.length) {
      const warm = (key) => m('prerenderedWarm', key);
      console.log(
        `| ${shape.name}, pre-rendered, warm | ${size.name} | ${bytes(warm('scriptBytes'))} (in the cache) | ${warm('cls').toFixed(3)} | ${ms(warm('tbt'))} (${x(warm('tbt'), floor('tbt'))} of the shape's floor, cold) | ${ms(warm('longest'))} | ${warm('longTasks')} | in the HTML | at first paint | ${ms(warm('fcp'))} |`,
      );
    }
    const worst = [...runs.module, ...runs.prerendered, ...runs.prerenderedWarm].reduce((a, b) => (b.cls > a.cls ? b : a));
    if (worst.cls > 0)
      worstShifts.push(
        `  ${shape.name} at ${size.name}: ${worst.shifts.map((shift) => `${shift.value.toFixed(3)} at ${shift.at} ms (${shift.moved.join(', ')})`).join('; ')}`,
      );
  }
  console.log(
    worstShifts.length ? `\nShifts of the worst load of each shape:\n${worstShifts.join('\n')}` : '\nNo load of any shape shifted.',
  );
  console.log(
    `\nInteraction latency at ${phone.name}, CPU 4x (Event Timing, input to next paint; the slowest of 3 runs): while the footer below renders / once it has rendered and the page has been idle`,
  );
  const slowest = (runs, name) => ms(Math.max(...runs.map((run) => run[name])));
  for (const name of Object.keys(latencies.rendering[0]))
    console.log(`  ${name.padEnd(24)} ${slowest(latencies.rendering, name)} / ${slowest(latencies.settled, name)}`);
  if (early.length) {
    const latencies = early.map((run) => run.latency);
    const kept = early.filter((run) => run.value === typed).length;
    const beforeHydration = early.filter((run) => !run.hydratedAtClick).length;
    console.log(
      `\nA click on the pre-rendered sign-up's e-mail field at DOMContentLoaded, then "${typed}" typed, ${phone.name}, CPU 4x: slowest interaction ${ms(median(latencies))} (median of ${RUNS}; slowest ${ms(Math.max(...latencies))}); the click came before hydration in ${beforeHydration} of ${RUNS}; the whole address kept in ${kept} of ${RUNS}.`,
    );
  }
  console.log(
    `\nA visitor who jumps to the footer (End) as soon as the module has run, ${footerBelow.name}, ${phone.name}, CPU 4x: its content shows ${ms(median(jumps))} later (median of ${RUNS}; slowest ${ms(Math.max(...jumps))}).`,
  );
}
