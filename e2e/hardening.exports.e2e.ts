// The calls the module exports for the shop's own pages (login, double-opt-in confirmation and
// preference pages), made from a page under every fault of the fake backend: `login` never throws
// and maps every outcome to a login result; the subscriber calls settle within the 15 s time-out,
// rejecting with ApiError, TimeoutError or TypeError, or resolving with typed data. Never an
// uncaught exception or an unhandled rejection.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ownErrors, useBrowser, type TestPage } from './support/harness';

const browser = useBrowser();

type ExportName = 'login' | 'getSubscriber' | 'confirmDoubleOptIn' | 'updateSubscriber';
type Outcome = NonNullable<Window['__outcome']>;

// Plain JS, so it reaches the page as written: the test runner rewrites import() in test code.
const RUNNER = `
  window.__uncaught = [];
  window.addEventListener('error', (e) => window.__uncaught.push(String(e.message)));
  window.addEventListener('unhandledrejection', (e) => window.__uncaught.push(String(e.reason)));
  window.__start = (name, args) => {
    window.__outcome = null;
    (async () => {
      const mod = await import('/dist/storefront-elements.js');
      try {
        const value = await mod[name](...args);
        window.__outcome = { settled: 'resolved', value: value === undefined ? '(nothing)' : value };
      } catch (error) {
        const kind = error instanceof mod.ApiError ? 'ApiError' : error instanceof mod.TimeoutError ? 'TimeoutError' : error instanceof TypeError ? 'TypeError' : 'unexpected ' + String(error);
        window.__outcome = { settled: 'rejected', kind, status: error && typeof error.status === 'number' ? error.status : null };
      }
    })();
  };
`;

const TOKEN = 'subscriber-token-1';
const SUBSCRIBER = {
  token: TOKEN,
  email: 'anna@example.com',
  salutation: 'MRS',
  firstName: 'Anna',
  lastName: 'Muster',
  consents: ['DNE'],
  legals: [],
  status: 'WAITING_FOR_DOI',
};

const CALLS: Record<ExportName, { route: string; args: unknown[] }> = {
  login: { route: 'login', args: [{ username: 'demo@example.com', password: 'demo1234' }] },
  getSubscriber: { route: 'newsletterSubscriber', args: [TOKEN] },
  confirmDoubleOptIn: { route: 'newsletterDoi', args: [TOKEN] },
  updateSubscriber: { route: 'newsletterSubscriberUpdate', args: [TOKEN, { firstName: 'Anne', consents: [] }] },
};

const FAULTS = ['500', '404', 'html', 'empty', 'shape', 'timeout', 'network'] as const;
type Fault = (typeof FAULTS)[number];

const apiError = (status: number): Outcome => ({ settled: 'rejected', kind: 'ApiError', status });
const rejected = (kind: string): Outcome => ({ settled: 'rejected', kind, status: null });
const resolvedEmpty: Outcome = { settled: 'resolved', value: '(nothing)' };
const loginResult = (value: string): Outcome => ({ settled: 'resolved', value });

/** What each call settles with under each fault (the HTML error page comes with status 502). */
const EXPECTED: Record<ExportName, Record<Fault, Outcome>> = {
  login: {
    '500': loginResult('SERVICE_UNAVAILABLE'),
    '404': loginResult('SERVICE_UNAVAILABLE'),
    html: loginResult('SERVICE_UNAVAILABLE'),
    empty: loginResult('SUCCESS'),
    shape: loginResult('SUCCESS'),
    timeout: loginResult('SERVICE_UNAVAILABLE'),
    network: loginResult('SERVICE_UNAVAILABLE'),
  },
  getSubscriber: {
    '500': apiError(500),
    '404': apiError(404),
    html: apiError(502),
    empty: rejected('TypeError'),
    shape: rejected('TypeError'),
    timeout: rejected('TimeoutError'),
    network: rejected('TypeError'),
  },
  confirmDoubleOptIn: {
    '500': apiError(500),
    '404': apiError(404),
    html: apiError(502),
    empty: resolvedEmpty,
    shape: resolvedEmpty,
    timeout: rejected('TimeoutError'),
    network: rejected('TypeError'),
  },
  updateSubscriber: {
    '500': apiError(500),
    '404': apiError(404),
    html: apiError(502),
    empty: resolvedEmpty,
    shape: resolvedEmpty,
    timeout: rejected('TimeoutError'),
    network: rejected('TypeError'),
  },
};

async function openExportsPage(): Promise<TestPage> {
  // Paused, the page's time moves only with runFor: a busy machine cannot bring the 15 s nearer.
  const opened = await browser.open('/exports.html', { html: '<main><h1>Shop page</h1></main>', initScript: RUNNER, clock: 'paused' });
  await opened.page.waitForFunction(() => customElements.get('nl-signup') !== undefined);
  return opened;
}

const outcome = (page: Page) => page.evaluate(() => window.__outcome);
const start = (page: Page, name: ExportName, args: unknown[]) =>
  page.evaluate(([call, callArgs]) => window.__start?.(call, callArgs), [name, args] as const);

async function expectClean({ page, pageErrors }: TestPage) {
  expect(pageErrors).toEqual([]);
  expect(await page.evaluate(() => window.__uncaught)).toEqual([]);
}

describe("login, by the specification's table", () => {
  it.each([
    [200, 'SUCCESS'],
    [201, 'SERVICE_UNAVAILABLE'],
    [204, 'SERVICE_UNAVAILABLE'],
  ])('the service answering %i for the right credentials: %s', async (status, result) => {
    browser.backend.configure({ loginAnswer: status === 200 ? null : status });
    const opened = await openExportsPage();
    await start(opened.page, 'login', CALLS.login.args);
    await expect.poll(() => outcome(opened.page)).toEqual(loginResult(result));
    expect(ownErrors(opened.errors)).toEqual(
      status === 200 ? [] : [`[storefront-elements] Login failed: the service answered ${status}, where only 200 means logged in.`],
    );
    await expectClean(opened);
  });
});

describe.each(Object.keys(CALLS) as ExportName[])('%s', (name) => {
  const { route, args } = CALLS[name];

  it.each(FAULTS)('with the service answering %s settles as specified', async (fault) => {
    browser.backend.configure({ newsletterSubscribers: [{ ...SUBSCRIBER }], faults: { [route]: fault } });
    const opened = await openExportsPage();
    const { page } = opened;
    await start(page, name, args);
    // At least once: Chromium retries a request whose reused connection was dropped.
    await expect.poll(() => browser.backend.calls(route).length).toBeGreaterThan(0);
    if (fault === 'timeout') {
      await page.clock.runFor(14_900);
      expect(await outcome(page), 'still waiting before 15 s').toBeNull();
      await page.clock.runFor(200);
    }
    await expect.poll(() => outcome(page)).toEqual(EXPECTED[name][fault]);
    if (name === 'login' && EXPECTED.login[fault].value === 'SERVICE_UNAVAILABLE') {
      expect(opened.errors.some((e) => e.includes('[storefront-elements] Login failed.'))).toBe(true);
    }
    await expectClean(opened);
  });
});

describe('with the service working', () => {
  it.each([
    ['login with the right password', 'login', [{ username: 'demo@example.com', password: 'demo1234' }], loginResult('SUCCESS')],
    ['login with a wrong password', 'login', [{ username: 'demo@example.com', password: 'nope' }], loginResult('UNAUTHORIZED')],
    ['login with no credentials at all', 'login', [null], loginResult('UNAUTHORIZED')],
    [
      'getSubscriber',
      'getSubscriber',
      [TOKEN],
      {
        settled: 'resolved',
        value: {
          email: 'anna@example.com',
          salutation: 'MRS',
          firstName: 'Anna',
          lastName: 'Muster',
          consents: ['DNE'],
          legals: [],
          status: 'WAITING_FOR_DOI',
        },
      },
    ],
    ['getSubscriber with an unknown token', 'getSubscriber', ['unknown'], apiError(404)],
    ['getSubscriber with an empty token', 'getSubscriber', ['  '], rejected('TypeError')],
    ['getSubscriber without a token', 'getSubscriber', [], rejected('TypeError')],
    ['confirmDoubleOptIn', 'confirmDoubleOptIn', [TOKEN], resolvedEmpty],
    ['updateSubscriber', 'updateSubscriber', [TOKEN, { firstName: 'Anne' }], resolvedEmpty],
    ['updateSubscriber without an update', 'updateSubscriber', [TOKEN], rejected('TypeError')],
  ] as [string, ExportName, unknown[], Outcome][])('%s settles with typed data or a typed error', async (_label, name, args, expected) => {
    browser.backend.configure({ newsletterSubscribers: [{ ...SUBSCRIBER }] });
    const opened = await openExportsPage();
    await start(opened.page, name, args);
    await expect.poll(() => outcome(opened.page)).toEqual(expected);
    await expectClean(opened);
  });

  it('getSubscriber reads what confirmDoubleOptIn and updateSubscriber changed', async () => {
    browser.backend.configure({ newsletterSubscribers: [{ ...SUBSCRIBER }] });
    const opened = await openExportsPage();
    await start(opened.page, 'confirmDoubleOptIn', [TOKEN]);
    await expect.poll(() => outcome(opened.page)).toEqual(resolvedEmpty);
    await start(opened.page, 'updateSubscriber', [TOKEN, { lastName: 'Neumann' }]);
    await expect.poll(() => outcome(opened.page)).toEqual(resolvedEmpty);
    await start(opened.page, 'getSubscriber', [TOKEN]);
    await expect
      .poll(() => outcome(opened.page))
      .toMatchObject({ settled: 'resolved', value: { lastName: 'Neumann', status: 'SUBSCRIBED' } });
    await expectClean(opened);
  });
});
