// The page shapes' report: each shape at each size against the floor (layout shift, blocking time,
// main-thread time until shown), pre-rendered too where the build has a server entry, then the
// interactions a visitor makes on them.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { firstInteractionPrerendered, interactions, jumpToFooter } from './interactions.mjs';
import { loadShape, SHAPES, SIZES, shapePage } from './pages.mjs';
import { chosen, DIST, median, RUNS, SHAPE_MODULE, SHAPE_RESERVE, SHAPE_SERVER } from './settings.mjs';

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

export async function pageShapesReport(browser, server) {
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
