// Start-up of a bench page: from navigation until every element shows its real content, with the
// CPU slowed 4x; its main-thread time from a Chromium trace, split into compile, module
// evaluation, script after it (React's render, commit and effects, timers, answers), and style,
// layout and paint.

export const STAFF_COOKIES = { previewAuthToken: 'bench-staff' };

/** A shop page: a newsletter block, the session keeper, and the footer with its newsletter block and the staff's preview panel. */
export const bundlePage = (module, site) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script type="module" src="${module}"></script></head><body>
<nl-signup site="${site}"></nl-signup><session-keeper></session-keeper><shop-footer site="${site}" newsletter preview></shop-footer></body></html>`;

export const floorPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title>
<script type="module" src="/floor.js"></script></head><body><floor-element></floor-element></body></html>`;

/**
 * Resolves (and marks `sf-rendered`) once every element shows its real content: the newsletter
 * block's e-mail field, the footer's groups (no longer busy), the newsletter block inside it and
 * the preview button; on the floor page, the trivial element's paragraph.
 */
export const ALL_RENDERED = `new Promise((resolve) => {
  const inShadow = (host, selector) => host?.shadowRoot?.querySelector(selector) ?? null;
  const ready = () => {
    const floor = document.querySelector('floor-element');
    if (floor) return inShadow(floor, 'p');
    const footer = document.querySelector('shop-footer');
    const ft = inShadow(footer, 'footer.ft');
    return inShadow(document.querySelector('body > nl-signup'), 'input[name="newsletterEmail"]')
      && ft && !ft.hasAttribute('aria-busy') && ft.querySelector('.ft-group')
      && inShadow(inShadow(footer, 'nl-signup'), 'input[name="newsletterEmail"]')
      && inShadow(inShadow(footer, 'preview-panel'), 'button');
  };
  const check = () => {
    if (ready()) {
      performance.mark('sf-rendered');
      resolve(performance.now());
    } else requestAnimationFrame(check);
  };
  check();
})`;

export async function withPage(browser, server, html, fn, cookies = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: server.url })));
  await context.route(`${server.url}/bench.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await context.route(`${server.url}/floor.js`, (route) =>
    route.fulfill({ path: 'scripts/bench/out/floor.js', contentType: 'text/javascript' }),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    return await fn(page, cdp);
  } finally {
    await context.close();
  }
}

const TRACE_CATEGORIES = ['devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-v8.compile', 'blink.user_timing', 'loading'];

/** Which part of the start-up a trace event's own time is (the innermost event with a part decides). */
function partOf(name) {
  if (/^(V8\.(Compile|Parse|PreParse)|v8\.compile)/.test(name)) return 'compile';
  if (name === 'v8.evaluateModule') return 'evaluate';
  if (/^(FunctionCall|v8\.callFunction|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks)$/.test(name)) return 'script';
  if (/^(UpdateLayoutTree|Layout|Paint|PrePaint|Document::updateStyle|LocalFrameView::)/.test(name)) return 'style';
  return null;
}

/** Main-thread time from navigation to the user-timing mark `markName`, and its split, in ms. */
export function mainThreadSplit(traceEvents, markName = 'sf-rendered') {
  const mark = traceEvents.find((e) => e.name === markName);
  if (!mark) throw new Error(`The trace has no ${markName} mark.`);
  const onMain = traceEvents
    .filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const commit = onMain.find((e) => e.name === 'DocumentLoader::CommitNavigation');
  const start = commit ? commit.ts : onMain[0].ts;
  const end = mark.ts;
  const split = { compile: 0, evaluate: 0, script: 0, style: 0, other: 0 };
  let total = 0;
  const stack = []; // open events: { end, part, childTime }
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) {
      const done = stack.pop();
      split[done.part] += Math.max(0, done.self - done.childTime);
      if (stack.length) stack.at(-1).childTime += done.self;
    }
  };
  for (const event of onMain) {
    if (event.ts < start || event.ts >= end) continue;
    close(event.ts);
    const duration = Math.min(event.dur, end - event.ts);
    if (stack.length === 0) total += duration;
    stack.push({ end: event.ts + duration, part: partOf(event.name) ?? stack.at(-1)?.part ?? 'other', self: duration, childTime: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  const ms = (us) => us / 1000;
  return { mainThreadMs: ms(total), split: Object.fromEntries(Object.entries(split).map(([part, us]) => [part, ms(us)])) };
}

/** One page load: main-thread time and its split, and the wall time until everything shows. */
export async function startup(browser, server, html, cookies) {
  return withPage(
    browser,
    server,
    html,
    async (page, cdp) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await page.goto(`${server.url}/bench.html`);
      const renderedAt = await page.evaluate(ALL_RENDERED);
      const trace = JSON.parse((await browser.stopTracing()).toString());
      return { wallMs: renderedAt, ...mainThreadSplit(trace.traceEvents) };
    },
    cookies,
  );
}
