import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
// @ts-expect-error -- plain JS module without types
import { startServer } from '../../demo/server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './chromium';
import { expectNoContractViolations } from './contract';
import { ReusedPage } from './reused-page';

export interface FakeCall {
  name: string;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeBackend {
  state: Record<string, unknown>;
  reset(): void;
  /** Waits until every service request begun has been answered or given up (at most `timeoutMs`); gives those still open. */
  settle(timeoutMs?: number): Promise<string[]>;
  configure(settings: Record<string, unknown>): void;
  calls(name?: string): FakeCall[];
  /** What the elements sent, or the fake answered, that the service contract does not allow: one line each. */
  contractViolations(): string[];
  routeNames(): string[];
}

interface Server {
  url: string;
  backend: FakeBackend;
  close(): Promise<void>;
}

export interface OpenOptions {
  width?: number;
  height?: number;
  cookies?: Record<string, string>;
  /** Serves `path` as a test page with this body HTML (the page loads the module). */
  html?: string;
  /** Serves `path` as this whole document, as written (a page with its own doctype, head and base). */
  document?: string;
  /** IANA time zone of the browser, e.g. Europe/Berlin. */
  timezoneId?: string;
  /** Response headers of an `html` test page; by default the `pageHeaders` given to useBrowser(). */
  headers?: Record<string, string>;
  /** Script run in every frame before the page's own scripts (a strict CSP does not block it). */
  initScript?: string;
  /** False: a visitor with JavaScript switched off. */
  javaScriptEnabled?: boolean;
  /**
   * Installs Playwright's fake clock before the page loads, so the module's timers run on it from the
   * start (real time still moves it until the test pauses it or runs it forward). With `'paused'`, it
   * is stopped before the page loads: the page's time moves only with runFor, so a timer the page
   * starts as it loads is due a known time after the test's own, however slow the machine.
   */
  clock?: boolean | 'paused';
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** console.error / console.warn texts and uncaught page errors seen so far. */
  errors: string[];
  warnings: string[];
  pageErrors: string[];
}

/** The browser's own console error for a resource that did not load ("Failed to load resource: …", e.g. a 404 answer), not the kit's. */
export const isResourceFailure = (line: string) => line.startsWith('Failed to load resource');

/** Console errors other than the browser's own "Failed to load resource" lines. */
export const ownErrors = (errors: readonly string[]) => errors.filter((error) => !isResourceFailure(error));

/**
 * One fake-backend server and one Chromium (its headless shell, unless `wholeBrowser`) per test file. A test's first page is one of the file's
 * two reused pages (with `clock: true`, the one on the fake clock), made as a fresh one between tests
 * (`reused-page.ts`), unless it asks for what only a new session gives (a time zone, JavaScript off,
 * an init script); other pages each get a fresh context.
 * Pass `pageHeaders` to add headers (e.g. a CSP) to served pages.
 */
export function useBrowser(
  options: {
    pageHeaders?: (url: URL) => Record<string, string> | undefined;
    /** More Chromium flags for this file's browser. */
    chromiumArgs?: readonly string[];
    /** The whole browser (`chromium`) rather than its headless shell: for what only the browser has, such as autofill. */
    wholeBrowser?: boolean;
  } = {},
) {
  let server: Server;
  let browser: Browser;
  let reused: ReusedPage;
  let reusedOnClock: ReusedPage;
  const contexts: BrowserContext[] = [];
  /** The test's own pages (`html`, `document`), by path and query: served by the file's server. */
  const testPages = new Map<string, { body: string; headers: Record<string, string> }>();

  beforeAll(async () => {
    server = await startServer({ pageHeaders: options.pageHeaders, page: (url: URL) => testPages.get(url.pathname + url.search) });
    browser = await chromium.launch({
      executablePath: options.wholeBrowser ? CHROMIUM_PATH : HEADLESS_SHELL_PATH,
      args: [...CHROMIUM_ARGS, ...(options.chromiumArgs ?? [])],
      headless: true,
    });
    reused = new ReusedPage(browser, { onClock: false });
    reusedOnClock = new ReusedPage(browser, { onClock: true });
  });
  // A test ends when its pages are closed and every request they made has been answered or given
  // up: a request still on its way would otherwise reach the next test's backend.
  afterEach(async () => {
    await Promise.all([reused.giveBack(), reusedOnClock.giveBack(), ...contexts.splice(0).map((context) => context.close())]);
    testPages.clear();
    const servers = [server, ...demoServers.splice(0)];
    const open = (await Promise.all(servers.map((each) => each.backend.settle()))).flat();
    const violations = servers.flatMap((each) => each.backend.contractViolations());
    server.backend.reset();
    if (open.length > 0) throw new Error(`The test left requests open after its pages closed: ${open.join(', ')}.`);
    expectNoContractViolations(violations);
  });
  afterAll(async () => {
    await reused?.close();
    await reusedOnClock?.close();
    await browser?.close();
    await server?.close();
  });

  async function addCookies(context: BrowserContext, cookies: Record<string, string>) {
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: server.url })));
  }

  /** A fresh context (one browser session: its pages share cookies, storage, locks), closed after the test. */
  async function newContext(open: Omit<OpenOptions, 'html' | 'document' | 'headers'> = {}): Promise<BrowserContext> {
    const context = await browser.newContext({
      viewport: viewportOf(open),
      timezoneId: open.timezoneId,
      javaScriptEnabled: open.javaScriptEnabled,
    });
    contexts.push(context);
    if (open.cookies) await addCookies(context, open.cookies);
    if (open.initScript) await context.addInitScript(open.initScript);
    if (open.clock) await context.clock.install();
    if (open.clock === 'paused') await pauseClock(context);
    return context;
  }

  return {
    get url() {
      return server.url;
    },
    get backend() {
      return server.backend;
    },
    newContext,
    /** Opens a path of the demo server, or a page with the given body HTML that loads the module. */
    async open(path: string, open: OpenOptions = {}): Promise<TestPage> {
      const needsNewSession = open.timezoneId !== undefined || open.javaScriptEnabled === false || open.initScript !== undefined;
      const taken = needsNewSession ? undefined : await (open.clock ? reusedOnClock : reused).take();
      let context: BrowserContext;
      let page: Page;
      if (taken) {
        ({ context, page } = taken);
        await page.setViewportSize(viewportOf(open));
        if (open.cookies) await addCookies(context, open.cookies);
        if (open.clock === 'paused') await pauseClock(context);
      } else {
        context = await newContext(open);
        page = await context.newPage();
      }
      const result: TestPage = { page, context, errors: [], warnings: [], pageErrors: [] };
      page.on('console', (message) => {
        if (message.type() === 'error') result.errors.push(message.text());
        if (message.type() === 'warning') result.warnings.push(message.text());
      });
      page.on('pageerror', (error) => result.pageErrors.push(String(error)));
      if (open.html !== undefined || open.document !== undefined) {
        // Served, not routed: with a route, every request of the page makes a round trip through Playwright.
        const url = new URL(`${server.url}${path}`);
        const headers = open.headers ?? options.pageHeaders?.(url) ?? {};
        testPages.set(url.pathname + url.search, { body: open.document ?? testPageHtml(open.html ?? ''), headers });
      }
      await page.goto(`${server.url}${path}`);
      return result;
    },
  };
}

const pauseClock = (context: BrowserContext) => context.clock.pauseAt(Date.now() + 1000);

/** A test's viewport: 1280 × 900 unless it gives its own. */
const viewportOf = (open: Pick<OpenOptions, 'width' | 'height'>) => ({ width: open.width ?? 1280, height: open.height ?? 900 });

const demoServers: Server[] = [];

/**
 * Another demo server on its own port: with `cors`, one that pages of other local origins may call
 * (`npm run backend`); with `page`, one that serves a test page of its own origin, beside the
 * harness's. Its fake backend is held to the service contract like the harness's own, at the end of
 * the test that started it.
 */
export async function startDemoServer(options: { cors?: boolean; page?: (url: URL) => string | undefined }): Promise<Server> {
  const started: Server = await startServer(options);
  demoServers.push(started);
  return started;
}

/**
 * Holds the page's requests to `path` until `release()`: what a test checks while a call is on its
 * way cannot be overtaken by the answer, however slow the machine (a delay on the fake backend can).
 */
export async function holdRequests(page: Page, path: string): Promise<{ held: () => number; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      held += 1;
      await released;
      await route.continue();
    },
  );
  return { held: () => held, release };
}

/**
 * Resolves once React is done with what the page asked of it: the work it had queued has run, and the
 * page has rendered two more frames. React's scheduler runs as MessageChannel tasks (a page clock does
 * not fake them), so a message posted now arrives after the task already queued, and a second one
 * after the effects it queued (renders, and the effects that start timers). React commits the render
 * that an attribute or property change scheduled before the first frame, and the second reports its
 * layout shifts; so after a change with nothing to observe (a value an element keeps for a later call)
 * the absence of a reaction means something.
 */
export async function reactSettled(page: Page): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done();
          channel.port2.postMessage(null);
        }),
    );
  }
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** Loads and decodes every image now, in the shadow roots too (a lazy one out of view included). */
export async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    const images: HTMLImageElement[] = [];
    const visit = (root: Document | ShadowRoot) => {
      images.push(...root.querySelectorAll('img'));
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
    };
    visit(document);
    return Promise.all(
      images.map((image) => {
        image.loading = 'eager';
        return image.decode().catch(() => undefined);
      }),
    );
  });
}

export function testPageHtml(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test</title>
<script type="module" src="/dist/storefront-elements.js"></script></head><body>${body}</body></html>`;
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core violations of impact serious or critical, as readable lines. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const axe = window.axe;
    if (!axe) throw new Error('axe-core did not load');
    const result = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  }, include);
  return violations;
}
