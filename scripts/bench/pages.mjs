// What a visitor feels on pages shaped like the shop's: a heading, article text around the
// elements, the footer below the fold. Each shape is loaded with a module and, in the same round,
// with the floor (the same libraries, one trivial element in each of our elements' places), at a
// phone's and a desktop's size, CPU 4x slower. Per load: layout shift (every shift and what moved),
// long tasks (Total Blocking Time, the longest), main-thread time until the first-screen element
// shows its content (from a trace); what a visitor does on them is in scripts/bench/interactions.mjs.
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { mainThreadSplit } from './startup.mjs';

/** Enough for main-thread time (its tasks and the mark), light enough not to lengthen the long tasks measured in the same load. */
const TRACE_CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'loading'];

const TEXT = `<p>${'Frisch gerösteter Kaffee, sorgfältig ausgewählt und fair gehandelt: vom Anbau bis in die Tasse. '.repeat(8)}</p>`;
const ARTICLE = TEXT.repeat(3);
const LONG_ARTICLE = TEXT.repeat(14); // two to three screens on a phone: the footer is below the fold

export const SIZES = [
  { name: '412x915', width: 412, height: 915 },
  { name: '1280x900', width: 1280, height: 900 },
];

/**
 * The page shapes. `body(el)` writes the body with `el.signup`, `el.footer`, `el.keeper` in their
 * places (the floor's trivial element, or ours); `firstScreen` is the element whose content counts as
 * shown (a shape with nothing of ours on the first screen counts the footer, whenever it renders).
 */
export const SHAPES = [
  {
    name: 'sign-up above text',
    firstScreen: 'signup',
    body: (el) => `<h1>Kaffee des Monats</h1>${el.signup}${ARTICLE}`,
  },
  {
    name: 'sign-up inside text',
    firstScreen: 'signup',
    body: (el) => `<h1>Kaffee des Monats</h1>${TEXT}${el.signup}${ARTICLE}`,
  },
  {
    name: 'sign-up in a 300 px sidebar',
    firstScreen: 'signup',
    body: (el) =>
      `<h1>Kaffee des Monats</h1><div style="display:flex;gap:24px;flex-wrap:wrap"><main style="flex:1 1 300px">${ARTICLE}</main><aside style="flex:0 0 300px">${el.signup}${TEXT}</aside></div>`,
  },
  {
    name: 'footer below the fold, newsletter, keeper',
    firstScreen: 'footer',
    body: (el) => `<h1>Kaffee des Monats</h1>${LONG_ARTICLE}${el.keeper}${el.footer}`,
    newsletterInFooter: true,
  },
  {
    name: 'footer below the fold, keeper (no sign-up)',
    firstScreen: 'footer',
    body: (el) => `<h1>Kaffee des Monats</h1>${LONG_ARTICLE}${el.keeper}${el.footer}`,
  },
  {
    name: 'footer only',
    firstScreen: 'footer',
    body: (el) => `<h1>Impressum</h1>${el.footer}`,
  },
];

const FLOOR_ELEMENTS = { signup: '<floor-element></floor-element>', footer: '<floor-element></floor-element>', keeper: '' };
const ourElements = (site, shape) => ({
  signup: `<nl-signup site="${site}"></nl-signup>`,
  footer: `<shop-footer site="${site}"${shape.newsletterInFooter ? ' newsletter' : ''}></shop-footer>`,
  keeper: '<session-keeper></session-keeper>',
});

/** Our elements as pre-rendered markup (docs/prerendered.md), from a build's server entry. */
const prerenderedElements = (renderElement, site, shape) => ({
  signup: renderElement('nl-signup', { site }),
  footer: renderElement('shop-footer', { site, newsletter: Boolean(shape.newsletterInFooter) }),
  keeper: renderElement('session-keeper'),
});

/**
 * The shape's page with the floor's elements, ours, or (given the server entry's `renderElement`) ours
 * pre-rendered, loading `module`: the floor module on a pre-rendered page paints the same markup and
 * wakes nothing, the baseline of what our module adds to such a page.
 */
export function shapePage(shape, { module, site = 'DE', reserveCss, renderElement }) {
  const floor = module === '/floor.js';
  const head = `${reserveCss && !floor ? `<link rel="stylesheet" href="${reserveCss}">` : ''}<script type="module" src="${module}"></script>`;
  const elements = renderElement ? prerenderedElements(renderElement, site, shape) : floor ? FLOOR_ELEMENTS : ourElements(site, shape);
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Shop</title>${head}</head>
<body>${shape.body(elements)}</body></html>`;
}

/** Collects layout shifts (with what moved) and long tasks from the first moment of the page. */
const OBSERVE = () => {
  window.__bench = { shifts: [], longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map((source) => {
        const node = source.node;
        const name = node ? (node.nodeType === 1 ? node.localName : '#text') : '?';
        return `${name} ${Math.round(source.previousRect.y)}->${Math.round(source.currentRect.y)}`;
      });
      window.__bench.shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/** Resolves (and marks `sf-shown`) once the shape's first-screen element shows its content. */
export const SHOWN = (firstScreen) =>
  new Promise((resolve) => {
    const inShadow = (host, selector) => host?.shadowRoot?.querySelector(selector) ?? null;
    const shown = () => {
      const floor = document.querySelector('floor-element');
      if (floor) return inShadow(floor, 'p');
      if (firstScreen === 'signup') return inShadow(document.querySelector('nl-signup'), 'input[name="newsletterEmail"]');
      const footer = inShadow(document.querySelector('shop-footer'), 'footer.ft');
      return (
        footer && !footer.hasAttribute('aria-busy') && footer.querySelector('.ft-group')?.checkVisibility({ visibilityProperty: true })
      );
    };
    const check = () => {
      if (shown()) {
        performance.mark('sf-shown');
        resolve(performance.now());
      } else requestAnimationFrame(check);
    };
    check();
  });

/** Waits until the main thread has had no long task for `quietMs` (an answer's render may come late). */
const QUIET = (quietMs) =>
  new Promise((resolve) => {
    const lastEnd = () => Math.max(0, ...window.__bench.longTasks.map((task) => task.start + task.duration));
    const check = () => (performance.now() - lastEnd() >= quietMs ? resolve() : setTimeout(check, 100));
    setTimeout(check, quietMs);
  });

/** Serves the module under test and its reserve stylesheet from any build folder. */
export async function routeModule(context, server, modulePath, reserveCssPath) {
  if (modulePath) {
    await context.route(`${server.url}/bench-module.js`, (route) => route.fulfill({ path: modulePath, contentType: 'text/javascript' }));
    // A market module's chunks, beside it.
    await context.route(`${server.url}/chunks/**`, (route) =>
      route.fulfill({ path: chunkPath(modulePath, route.request().url()), contentType: 'text/javascript' }),
    );
  }
  if (reserveCssPath)
    await context.route(`${server.url}/bench-reserve.css`, (route) => route.fulfill({ path: reserveCssPath, contentType: 'text/css' }));
}

const chunkPath = (modulePath, url) => join(dirname(modulePath), 'chunks', basename(new URL(url).pathname));

/** The file behind a script a bench page fetched, by its address: routed (module, chunks, floor) or served from dist/. */
function scriptFile(url, modulePath) {
  const { pathname } = new URL(url);
  if (pathname === '/bench-module.js') return modulePath;
  if (pathname.startsWith('/chunks/')) return chunkPath(modulePath, url);
  if (pathname === '/floor.js') return 'scripts/bench/out/floor.js';
  return `.${pathname}`;
}

/** What the scripts a page fetched weigh, gzip -9, as a CDN would serve them. */
const scriptBytes = (urls, modulePath) =>
  urls.reduce((sum, url) => sum + gzipSync(readFileSync(scriptFile(url, modulePath)), { level: 9 }).length, 0);

/** Pages the demo server answers itself (startServer's `page`): a warm load needs them, as routing turns the browser's cache off. */
export const SERVED_PAGES = new Map();
const WARM_PAGE = '/bench-warm.html';

/**
 * One load of a shape: layout shift, long tasks and main-thread time until the first-screen content
 * shows. `warm`: the page (whose module and stylesheet the demo server serves, revalidated) is loaded
 * once to fill the browser's cache and measured on its second load, as a visitor's next page.
 */
export async function loadShape(browser, server, { html, size, firstScreen, cookies = {}, modulePath, reserveCssPath, warm = false }) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  try {
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: server.url })));
    if (warm) SERVED_PAGES.set(WARM_PAGE, html);
    else {
      await context.route(`${server.url}/bench.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
      await context.route(`${server.url}/floor.js`, (route) =>
        route.fulfill({ path: 'scripts/bench/out/floor.js', contentType: 'text/javascript' }),
      );
      await routeModule(context, server, modulePath, reserveCssPath);
    }
    const url = `${server.url}${warm ? WARM_PAGE : '/bench.html'}`;
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(OBSERVE);
    if (warm) {
      await page.goto(url);
      await page.evaluate(QUIET, 1000);
    }
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url);
    const shownAt = await page.evaluate(SHOWN, firstScreen);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    await page.evaluate(QUIET, 1000);
    const { shifts, longTasks } = await page.evaluate(() => window.__bench);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
    const { mainThreadMs } = mainThreadSplit(trace.traceEvents, 'sf-shown');
    return {
      cls: shifts.reduce((sum, shift) => sum + shift.value, 0),
      shifts,
      tbt: longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      longest: Math.max(0, ...longTasks.map((task) => task.duration)),
      longTasks: longTasks.length,
      mainThreadMs,
      shownAt,
      // Pre-rendered content is in the page before the check first runs: first contentful paint says when it showed.
      fcp,
      scriptBytes: scriptBytes(scripts, modulePath),
    };
  } finally {
    await context.close();
  }
}
