// What the all-sites module does on a page that carries every element (the staff tool too): layout
// shift while the service calls answer late, heap growth over many connects and disconnects, and the
// service calls made.
import { ALL_RENDERED, bundlePage, STAFF_COOKIES, withPage } from './startup.mjs';

const ALL_SITES_PAGE = bundlePage('/dist/storefront-elements.js', 'DE');

/** Cumulative layout shift of the page, every call answering 300 ms late. */
export async function layoutShift(browser, server) {
  server.backend.configure({ delayMs: 300 });
  try {
    return await withPage(
      browser,
      server,
      ALL_SITES_PAGE,
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

/** The heap before and after 1,000 elements of `tag` were connected and taken out again. */
export async function heapGrowth(browser, server, tag) {
  return withPage(
    browser,
    server,
    ALL_SITES_PAGE,
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

/** The service calls the page makes, by name, and the logo images it loads. */
export async function requests(browser, server) {
  server.backend.reset();
  await withPage(
    browser,
    server,
    ALL_SITES_PAGE,
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
