import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

// The events a test listens to; not 'close', on which Playwright's own closing waits.
const TEST_PAGE_EVENTS = [
  'console',
  'pageerror',
  'dialog',
  'request',
  'response',
  'requestfailed',
  'requestfinished',
  'popup',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'domcontentloaded',
  'websocket',
  'worker',
] as const;
const TEST_CONTEXT_EVENTS = ['page', 'console', 'dialog', 'weberror', 'request', 'response', 'requestfailed', 'requestfinished'] as const;

interface Session {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** The origins the session's pages reached: the ones whose storage a test may have left. */
  origins: Set<string>;
  /** Changed in a way a reset cannot undo: closed at the end of the test. */
  spent: boolean;
}

/**
 * The page a test file's tests take in turn. A new page costs Chromium a renderer process: about
 * 2 CPU-seconds on a 2-core CI machine, against 0.6 for loading a document into a page that has
 * one (measured in docs/development.md, "Tests you can trust"). So a test gets this page, and at
 * its end the page is made as a fresh one would be: the document unloaded (its scripts, timers,
 * requests, locks, channels and session storage end with it), other pages of the session closed,
 * cookies, the storage of every origin it reached, routes and listeners removed. Its cache is off,
 * as a fresh page's is empty.
 *
 * What cannot be undone is not undone: a test that installs a clock, an init script or a binding,
 * talks to the browser over CDP, or changes permissions, headers, geolocation, media or the network
 * on this session has its whole session closed at its end, and the next test gets a new one.
 */
export class ReusedPage {
  private session: Session | undefined;
  private taken = false;

  /**
   * With `onClock`, the session has Playwright's fake clock, installed before its first page loads,
   * and it is set back to the real time after each test: a clock cannot be taken out of a session,
   * so a test that asks for one (`clock: true`) takes this page instead.
   */
  constructor(
    private readonly browser: Browser,
    private readonly options: { onClock: boolean },
  ) {}

  /** The page, unless a test already holds it (a test's second page gets its own session). */
  async take(): Promise<{ context: BrowserContext; page: Page } | undefined> {
    if (this.taken) return undefined;
    this.taken = true;
    this.session ??= await this.openSession();
    return this.session;
  }

  /** Ends the test's use: the page as a fresh one, or the session closed where that cannot be. */
  async giveBack(): Promise<void> {
    if (!this.taken) return;
    this.taken = false;
    const session = this.session;
    if (!session) return;
    if (session.spent || session.page.isClosed()) {
      this.session = undefined;
      await session.context.close();
      return;
    }
    const { context, page, cdp, origins } = session;
    for (const event of TEST_PAGE_EVENTS) page.removeAllListeners(event);
    for (const event of TEST_CONTEXT_EVENTS) context.removeAllListeners(event);
    await Promise.all(
      context
        .pages()
        .filter((other) => other !== page)
        .map((other) => other.close()),
    );
    await page.goto('about:blank');
    await Promise.all([page.unrouteAll({ behavior: 'ignoreErrors' }), context.unrouteAll({ behavior: 'ignoreErrors' })]);
    await context.clearCookies();
    for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    origins.clear();
    if (this.options.onClock) {
      // As a fresh install: running (not paused or fixed) from now. The page's next document replays
      // the clock's log, so it starts with none of the timers the test's documents set.
      await context.clock.resume();
      await context.clock.setSystemTime(Date.now());
    }
    ReusedPage.noteOrigins(session);
  }

  async close(): Promise<void> {
    await this.session?.context.close();
    this.session = undefined;
  }

  private async openSession() {
    // No viewport here: the harness sets each test's own before it loads the page.
    const context = await this.browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // A fresh page has nothing in its renderer's memory cache; a reused one would show a test the
    // images the last one loaded as loaded already. With the cache off, each test fetches its own.
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (this.options.onClock) await context.clock.install();
    const session: Session = { context, page, cdp, origins: new Set<string>(), spent: false };
    const spend = <T extends object>(target: T, methods: readonly (keyof T)[]) => {
      for (const method of methods) {
        const original = target[method];
        if (typeof original !== 'function') continue;
        target[method] = ((...args: unknown[]) => {
          session.spent = true;
          return original.apply(target, args);
        }) as T[keyof T];
      }
    };
    spend(context, [
      'addInitScript',
      'exposeBinding',
      'exposeFunction',
      'grantPermissions',
      'newCDPSession',
      'routeFromHAR',
      'routeWebSocket',
      'setExtraHTTPHeaders',
      'setGeolocation',
      'setHTTPCredentials',
      'setOffline',
    ]);
    if (!this.options.onClock)
      spend(context.clock, ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime']);
    spend(page, [
      'addInitScript',
      'emulateMedia',
      'exposeBinding',
      'exposeFunction',
      'routeFromHAR',
      'routeWebSocket',
      'setExtraHTTPHeaders',
    ]);
    const spent = () => {
      session.spent = true;
    };
    context.once('close', spent);
    page.once('crash', spent);
    ReusedPage.noteOrigins(session);
    return session;
  }

  /** Notes each origin the session reaches (listened to anew after each test's listeners are removed). */
  private static noteOrigins(session: Session) {
    session.context.on('request', (request) => {
      const { protocol, origin } = new URL(request.url());
      if (protocol === 'http:' || protocol === 'https:') session.origins.add(origin);
    });
  }
}
