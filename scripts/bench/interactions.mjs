// What a visitor does on the page shapes (scripts/bench/pages.mjs), CPU 4x: interactions while an
// element below still renders and once it has, a jump to the footer as soon as the module has run,
// and a click and typing on a pre-rendered sign-up before it has hydrated.
import { routeModule } from './pages.mjs';

/** Opens the shape's page (module and reserve stylesheet routed) in a fresh context, runs `use`, closes it. */
async function withShapePage(browser, server, { html, size, modulePath, reserveCssPath }, use) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  try {
    await context.route(`${server.url}/bench.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await routeModule(context, server, modulePath, reserveCssPath);
    const page = await context.newPage();
    return await use(page, await context.newCDPSession(page));
  } finally {
    await context.close();
  }
}

/**
 * The slowest interaction of each kind a visitor makes (Event Timing: input to next paint), CPU 4x:
 * from the moment the sign-up shows (the footer below still rendering), or, with `settled`, once
 * the footer has rendered and the page has been idle.
 */
export function interactions(browser, server, { settled = false, ...options }) {
  return withShapePage(browser, server, options, async (page, cdp) => {
    await page.addInitScript(() => {
      window.__events = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.interactionId) window.__events.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    await page.goto(`${server.url}/bench.html`);
    const signup = page.locator('body > nl-signup');
    const footer = page.locator('shop-footer');
    await signup.getByRole('textbox', { name: /E-Mail/ }).waitFor();
    if (settled) {
      await footer.locator('.ft-group').first().waitFor({ state: 'attached' });
      await page.evaluate(() => new Promise((r) => requestIdleCallback(() => requestIdleCallback(r))));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const measure = async (name, act) => {
      await page.evaluate(() => {
        window.__events = [];
      });
      await act();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100)))));
      return [name, Math.max(0, ...(await page.evaluate(() => window.__events)))];
    };
    // Input as a visitor's: at the element's place through the browser's input pipeline, without
    // Playwright's actionability checks, whose listeners in the page would count in the latency.
    const tap = async (locator) => {
      await locator.scrollIntoViewIfNeeded();
      const box = await locator.boundingBox();
      return () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    const email = signup.getByRole('textbox', { name: /E-Mail/ });
    const results = [await measure('focus the e-mail field', await tap(email))];
    results.push(await measure('type an address', () => page.keyboard.type('anna@example', { delay: 30 })));
    results.push(await measure('submit it invalid', await tap(signup.getByRole('button', { name: 'Jetzt anmelden' }))));
    await footer.locator('footer.ft').scrollIntoViewIfNeeded();
    const group = footer.locator('.ft-group__toggle').first(); // the first group's toggle, whatever its name
    await group.waitFor();
    results.push(await measure('open a footer group', await tap(group)));
    results.push(await measure('open the country list', await tap(footer.getByRole('button', { name: 'Land wählen Deutschland' }))));
    return Object.fromEntries(results);
  });
}

/**
 * An init script: once the module has defined the footer, the visitor jumps to the end of the page
 * (End), the footer then in the viewport at once; `window.__jump` resolves with how long after the
 * jump its content shows (`after`) and when, from navigation (`at`).
 */
export const JUMP_WHEN_DEFINED = () => {
  window.__jump = customElements.whenDefined('shop-footer').then(
    () =>
      new Promise((resolve) => {
        const jumpedAt = performance.now();
        scrollTo(0, document.documentElement.scrollHeight);
        const shown = () =>
          document
            .querySelector('shop-footer')
            ?.shadowRoot?.querySelector('footer.ft .ft-group')
            ?.checkVisibility({ visibilityProperty: true });
        const check = () =>
          shown()
            ? requestAnimationFrame(() => resolve({ after: performance.now() - jumpedAt, at: performance.now() }))
            : requestAnimationFrame(check);
        check();
      }),
  );
};

/** How long after a visitor jumps to the footer as soon as the module has defined it (JUMP_WHEN_DEFINED) its content shows, CPU 4x. */
export function jumpToFooter(browser, server, options) {
  return withShapePage(browser, server, options, async (page, cdp) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(JUMP_WHEN_DEFINED);
    await page.goto(`${server.url}/bench.html`);
    return (await page.evaluate(() => window.__jump)).after;
  });
}

/**
 * A visitor who acts before the pre-rendered sign-up has hydrated, CPU 4x: a click on its e-mail
 * field at DOMContentLoaded, then an address typed. The slowest interaction (Event Timing: input to
 * next paint), whether the sign-up had hydrated at the click, and what the field holds once it has.
 */
export function firstInteractionPrerendered(browser, server, { typed, ...options }) {
  return withShapePage(browser, server, options, async (page, cdp) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__events = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.interactionId) window.__events.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    await page.goto(`${server.url}/bench.html`, { waitUntil: 'domcontentloaded' });
    const signup = page.locator('nl-signup');
    const box = await signup.getByRole('textbox', { name: /E-Mail/ }).boundingBox();
    const hydratedAtClick = await page.evaluate(() => document.querySelector('nl-signup').matches(':state(sf-rendered)'));
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.type(typed, { delay: 30 });
    // A build from before the `rendered` signal (BENCH_DIST) has its hydration done within two seconds.
    await page.evaluate(() => document.querySelector('nl-signup').rendered ?? new Promise((r) => setTimeout(r, 2000)));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100)))));
    return {
      latency: Math.max(0, ...(await page.evaluate(() => window.__events))),
      hydratedAtClick,
      value: await signup.getByRole('textbox', { name: /E-Mail/ }).inputValue(),
    };
  });
}
