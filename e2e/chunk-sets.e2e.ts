// What a shop page fetches of a market module, and when (docs/on-your-page.md, "Serving the files"):
// the module imports nothing, and each element on the page starts fetching its whole chunk set at
// once, so the page's scripts form two levels on a real network (100 ms round trip), not a chain; a
// page with only the session keeper fetches no React; a template's preload lines fetch it all with the
// HTML; and a chunk that fails, whatever it holds, is reported once, by name, and tried again.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chainDepth, recordScripts } from '../scripts/scriptRequests.mjs';
import { ownErrors, useBrowser } from './support/harness';
import { fragment, shopPage } from './support/prerendered';

const browser = useBrowser();

const MODULE = '/dist/markets/storefront-elements.de.js';
const ARTICLE = `<p>${'Frisch gerösteter Kaffee, sorgfältig ausgewählt und fair gehandelt. '.repeat(40)}</p>`.repeat(6);
/** The limit (issue 51): a page with only the session keeper, module and keeper code, gzip -9. */
const KEEPER_PAGE_LIMIT = 15_000;

/** Loads `html` at a 100 ms round trip and 10 Mbit/s, recording every script the page requests. */
async function openOnNetwork(context: BrowserContext, html: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await context.route(`${browser.url}/network.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: 1_250_000,
    uploadThroughput: 1_250_000,
  });
  const scripts = recordScripts(cdp);
  await page.goto(`${browser.url}/network.html`);
  return { page, scripts, errors };
}

const rendered = (tags: readonly string[]) =>
  tags.map((tag) => `document.querySelector('${tag}')?.matches(':state(sf-rendered)')`).join(' && ');

/** The project file behind a script address of the demo server. */
const fileOf = (url: string) => new URL(url).pathname.slice(1);
const gzipBytes = (files: readonly string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);

describe('the requests of a market module on a shop page', () => {
  it('form two levels: the module, then every chunk of the sign-up, the footer and the keeper at once', async () => {
    const context = await browser.newContext({ width: 412, height: 915 });
    const { page, scripts, errors } = await openOnNetwork(
      context,
      shopPage(
        `<h1>Kaffee</h1><nl-signup site="DE"></nl-signup>${ARTICLE}<session-keeper></session-keeper><shop-footer site="DE"></shop-footer>`,
        MODULE,
      ),
    );
    await page.waitForFunction(rendered(['nl-signup', 'session-keeper']));
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(rendered(['shop-footer']));
    const files = scripts.map(({ url }) => fileOf(url));
    expect(files[0]).toBe('dist/markets/storefront-elements.de.js');
    // Each view once, and nothing of an element that is not on the page (the staff tool, the calls).
    expect(files.flatMap((file) => /chunks\/([\w-]+)\.view-/.exec(file)?.[1] ?? []).sort()).toEqual([
      'nl-signup',
      'session-keeper',
      'shop-footer',
    ]);
    expect(files.filter((file) => /chunks\/calls-/.test(file))).toEqual([]);
    expect(new Set(files).size).toBe(files.length);
    // Every chunk was asked for before the first chunk had arrived: none waited on another.
    const firstChunkArrived = Math.min(...scripts.slice(1).map(({ arrived }) => arrived));
    expect(scripts.slice(1).filter(({ sent }) => sent >= firstChunkArrived)).toEqual([]);
    expect(chainDepth(scripts)).toBe(2);
    expect(ownErrors(errors)).toEqual([]);
  });

  it('fetch the chunks of an element on the first screen at high priority before the first frame paints, one below the fold at low priority after it', async () => {
    const context = await browser.newContext({ width: 412, height: 915 });
    const page = await context.newPage();
    // A frame callback asked for as the kit defines the sign-up (in the kit's own task) runs right
    // after the kit's in the same frame: the sign-up's preloads are in the document by then, before
    // that frame's layout and paint (an IntersectionObserver's report would come only after them);
    // the footer's come later.
    await page.addInitScript(() => {
      void customElements.whenDefined('nl-signup').then(() =>
        requestAnimationFrame(() => {
          (window as unknown as { preloadsInFirstFrame: string[] }).preloadsInFirstFrame = [
            ...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'),
          ]
            .map((link) => `${/chunks\/([\w-]+)\.view-/.exec(link.href)?.[1] ?? ''} ${link.fetchPriority}`)
            .filter((line) => !line.startsWith(' '))
            .sort();
        }),
      );
    });
    await context.route(`${browser.url}/priority.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: shopPage(`<h1>Kaffee</h1><nl-signup site="DE"></nl-signup>${ARTICLE}<shop-footer site="DE"></shop-footer>`, MODULE),
      }),
    );
    const priorities = new Map<string, string>();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      const view = /chunks\/([\w-]+)\.view-/.exec(request.url)?.[1];
      if (view) priorities.set(view, request.initialPriority);
    });
    await page.goto(`${browser.url}/priority.html`);
    await page.waitForFunction(rendered(['nl-signup']));
    await expect.poll(() => Object.fromEntries(priorities)).toEqual({ 'nl-signup': 'High', 'shop-footer': 'Low' });
    expect(await page.evaluate(() => (window as unknown as { preloadsInFirstFrame: string[] }).preloadsInFirstFrame)).toEqual([
      'nl-signup high',
    ]);
  });

  it('start, for an element inserted later, when it is inserted: the fetch moves forward, the render waits until it comes near', async () => {
    const { page } = await browser.open('/inserted.html', {
      document: shopPage(`<h1>Kaffee</h1>${ARTICLE}`, MODULE),
      initScript: 'window.requestIdleCallback = () => 0;',
      // A phone: the article is several screens long, so the footer after it is far from the viewport's margin.
      width: 412,
      height: 915,
    });
    await page.waitForFunction(() => customElements.get('shop-footer'));
    const footerView = () =>
      page.evaluate(() => performance.getEntriesByType('resource').filter(({ name }) => /\/chunks\/shop-footer\.view-/.test(name)).length);
    expect(await footerView()).toBe(0);
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<shop-footer site="DE"></shop-footer>'));
    // Beyond the margin in which an element renders (one viewport below the visible part).
    expect(await page.evaluate(() => document.querySelector('shop-footer')!.getBoundingClientRect().top > 3 * innerHeight)).toBe(true);
    await expect.poll(footerView).toBe(1);
    expect(await page.evaluate(() => document.querySelector('shop-footer')?.matches(':state(sf-rendered)'))).toBe(false);
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(rendered(['shop-footer']));
  });

  it('fetch, for a page with only the session keeper, the module and the keeper’s own code: at most 15 KB, no React, no texts', async () => {
    const context = await browser.newContext();
    const { page, scripts, errors } = await openOnNetwork(
      context,
      shopPage(`<h1>Mein Konto</h1>${ARTICLE}<session-keeper></session-keeper>`, MODULE),
    );
    await page.waitForFunction(rendered(['session-keeper']));
    await page.waitForLoadState('networkidle');
    const files = scripts.map(({ url }) => fileOf(url));
    expect(files.map((file) => file.replace(/-[\w-]{8}\.js$/, '.js'))).toEqual([
      'dist/markets/storefront-elements.de.js',
      'dist/markets/chunks/session-keeper.view.js',
      'dist/markets/chunks/client.js',
    ]);
    expect(gzipBytes(files)).toBeLessThanOrEqual(KEEPER_PAGE_LIMIT);
    const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(code).not.toContain('react.transitional.element');
    expect(code).not.toContain('i18next');
    expect(await page.evaluate(() => document.querySelector('session-keeper')?.shadowRoot?.adoptedStyleSheets.length)).toBe(0);
    expect(ownErrors(errors)).toEqual([]);
  });
});

describe("a template's preload lines (preloadLinks, storefront-elements/server)", () => {
  it('have the browser fetch everything the pre-rendered sign-up runs with the HTML: one level, each file once', async () => {
    const { preloadLinks } = (await import(pathToFileURL('dist/server.js').href)) as typeof import('../src/server');
    const lines = preloadLinks(MODULE, ['nl-signup']);
    const context = await browser.newContext({ width: 412, height: 915 });
    const { page, scripts, errors } = await openOnNetwork(
      context,
      shopPage(`<h1>Newsletter</h1>${fragment('de', 'nl-signup.DE')}${ARTICLE}`, MODULE).replace('</head>', `${lines}</head>`),
    );
    await page.waitForFunction(rendered(['nl-signup']));
    const linked = [...lines.matchAll(/href="([^"]+)"/g)].map(([, href]) => `${browser.url}${href}`);
    expect(scripts.map(({ url }) => url).sort()).toEqual(linked.sort());
    expect(chainDepth(scripts)).toBe(1);
    expect(ownErrors(errors)).toEqual([]);
  });
});

describe('a chunk of a market module that does not load', () => {
  it('whatever it holds (React’s, which every view imports): the elements stay defined, one error names it, the next interaction loads it', async () => {
    const REACT_CHUNK = /\/chunks\/view-[\w-]+\.js(\?.*)?$/;
    const context = await browser.newContext();
    await context.route(REACT_CHUNK, (route) => route.fulfill({ status: 503, body: 'Unavailable' }));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await context.route(`${browser.url}/failing.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: shopPage(
          `<script>window.kitErrors = []; document.addEventListener('storefront-error', (event) => window.kitErrors.push(event.detail));</script><h1>Newsletter</h1>${fragment('de', 'nl-signup.DE')}`,
          MODULE,
        ),
      }),
    );
    await page.goto(`${browser.url}/failing.html`);
    const kitErrors = () => page.evaluate(() => (window as unknown as { kitErrors: { element: string; message: string }[] }).kitErrors);
    await expect.poll(async () => (await kitErrors()).length).toBe(1);
    const [detail] = await kitErrors();
    expect(detail.element).toBe('nl-signup');
    expect(detail.message).toMatch(
      /^its code did not load \(http:\/\/127\.0\.0\.1:\d+\/dist\/markets\/chunks\/view-[\w-]+\.js\); it tries again at the next interaction\.$/,
    );
    expect(
      await page.evaluate(() =>
        ['nl-signup', 'shop-footer', 'shop-layout', 'preview-panel', 'session-keeper'].filter((tag) => !customElements.get(tag)),
      ),
    ).toEqual([]);
    const email = page.getByRole('textbox', { name: /E-Mail-Adresse/ });
    expect(await email.isVisible()).toBe(true);

    await context.unroute(REACT_CHUNK);
    await email.focus();
    await page.waitForFunction(rendered(['nl-signup']));
    expect((await kitErrors()).length).toBe(1);
    expect(ownErrors(errors).filter((line) => !line.includes('its code did not load'))).toEqual([]);
  });
});
