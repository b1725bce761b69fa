// @vitest-environment node
// check-backend against the fake backend (demo/server.mjs, CORS on for pages of other local
// origins): all ok as it is, and each kind of fault it can be switched to reported as such, with
// the JSON path of what the document does not allow.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JS module without types
import { startServer } from '../demo/server.mjs';
import type { FakeBackend } from '../e2e/support/harness';
import { runCheckBackend } from './checkBackendCommand';

interface Server {
  url: string;
  backend: FakeBackend;
  close(): Promise<void>;
}

const PAGE_ORIGIN = 'http://localhost:8080';

async function check(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCheckBackend(args, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err: err.join('\n') };
}

/** Each call's line without what follows the status: outcome, method, path and operation. */
const heads = (lines: string[]) => lines.slice(1, -1).map((line) => line.replace(/\): .*$/, ')').replace(/\s+/g, ' '));

let server: Server;
beforeAll(async () => {
  server = await startServer({ cors: true });
});
afterAll(() => server.close());
beforeEach(() => server.backend.reset());

describe('check-backend against the fake backend', () => {
  it('finds every read-only call ok, from a page on another origin too, and sends nothing the document does not allow', async () => {
    const { code, out } = await check([server.url, '--page-origin', PAGE_ORIGIN, '--cookie', 'loginToken=a-test-customer']);
    expect(out[0]).toBe(`check-backend ${server.url}, site DE, pages on ${PAGE_ORIGIN} (CORS checked)`);
    expect(heads(out)).toEqual([
      'ok GET /service/customerfrontenddata/api/v1/psdata (getPsData)',
      'skipped POST /service/newsletter/api/internal/newsletter-subscribers (signUp)',
      'skipped POST /service/newsletter/api/private/newsletter-subscribers (signUp)',
      'ok GET /service/newsletter/api/internal/customers/base-data (getCustomerBaseData)',
      'ok GET /service/newsletter/api/private/customers/base-data (getCustomerBaseData)',
      'ok GET /service/newsletter/api/internal/newsletter-subscribers/check-backend-unknown-subscriber (getSubscriber)',
      'ok GET /service/newsletter/api/private/newsletter-subscribers/check-backend-unknown-subscriber (getSubscriber)',
      'skipped PUT /service/newsletter/api/internal/newsletter-subscribers/check-backend-unknown-subscriber (updateSubscriber)',
      'skipped PUT /service/newsletter/api/private/newsletter-subscribers/check-backend-unknown-subscriber (updateSubscriber)',
      'skipped PUT /service/newsletter/api/internal/newsletter-subscribers/check-backend-unknown-subscriber/doi (confirmDoubleOptIn)',
      'skipped PUT /service/newsletter/api/private/newsletter-subscribers/check-backend-unknown-subscriber/doi (confirmDoubleOptIn)',
      'ok GET /service/promotion/api/promotion/SHOP_FOOTER (getFooterPromotion)',
      'ok GET /service/abtestfrontend/api/v1/getassignment (getAbTestAssignment)',
      'ok GET /service/preview/api/auth/checkauth (checkPreviewAuth)',
      'ok GET /service/abtestfrontend/api/v1/gettestsat (getAbTestsAt)',
      'skipped GET /service/preview/api/token (applyPreviewSettings)',
      'skipped GET /service/preview/api/auth/logout (previewLogout)',
      'skipped GET /service/preview/api/auth/login/renew (renewPreviewLogin)',
      'skipped POST /service/login/api/v1/login (login)',
      'skipped POST /service/login/api/v1/logintoken/renew (renewLoginToken)',
      'skipped POST /service/login/api/v1/longtermtoken/renew (renewLongTermToken)',
    ]);
    expect(out).toContain(
      "ok          GET /service/promotion/api/promotion/SHOP_FOOTER (getFooterPromotion): 404 No promotion today: the footer shows none. A body, if any, is not read. Valid (the specification's), but every browser logs it as a red console line.",
    );
    // Each skipped call says what it would change.
    for (const line of [
      'skipped     PUT /service/newsletter/api/internal/newsletter-subscribers/check-backend-unknown-subscriber (updateSubscriber): not called: it changes a subscriber',
      'skipped     PUT /service/newsletter/api/internal/newsletter-subscribers/check-backend-unknown-subscriber/doi (confirmDoubleOptIn): not called: it changes a subscriber',
      "skipped     GET /service/preview/api/token (applyPreviewSettings): not called: it changes a staff member's preview session",
      "skipped     POST /service/login/api/v1/login (login): not called: it changes a customer's login (a login or a token's renewal)",
    ])
      expect(out).toContain(line);
    expect(out.at(-1)).toBe('9 ok, 0 mismatch, 0 unreachable, 12 skipped');
    expect(code).toBe(0);
    expect(server.backend.calls().filter((call) => call.method !== 'GET')).toEqual([]);
    expect(server.backend.contractViolations()).toEqual([]);
  });

  it('sends the sign-up of the site only with --write, with the names the Hungarian form asks for', async () => {
    const { code, out } = await check([server.url, '--site', 'hu', '--write', 'check@example.com']);
    expect(out.filter((line) => line.includes('(signUp)'))).toEqual([
      'ok          POST /service/newsletter/api/internal/newsletter-subscribers (signUp): 201',
      'ok          POST /service/newsletter/api/private/newsletter-subscribers (signUp): 201',
    ]);
    expect(server.backend.calls('newsletterSignup').map((call) => call.body)).toEqual([
      {
        email: 'check@example.com',
        salutation: 'MRS',
        firstName: 'Erika',
        lastName: 'Mustermann',
        consents: [],
        origin: 'NEWSLETTER',
        originAddition: 'check-backend',
      },
      {
        email: 'check@example.com',
        salutation: 'MRS',
        firstName: 'Erika',
        lastName: 'Mustermann',
        consents: [],
        origin: 'NEWSLETTER',
        originAddition: 'check-backend',
      },
    ]);
    expect(code).toBe(0);
  });

  it.each([
    [
      '500',
      'mismatch    GET /service/customerfrontenddata/api/v1/psdata (getPsData): 500 $.status is 500: the document lists 200 for this call',
    ],
    [
      '404',
      'mismatch    GET /service/customerfrontenddata/api/v1/psdata (getPsData): 404 $.status is 404: the document lists 200 for this call',
    ],
    [
      'html',
      'mismatch    GET /service/customerfrontenddata/api/v1/psdata (getPsData): 502 $.body is an HTML page ("502 Bad Gateway"), not the service\'s answer (JSON or nothing); $.status is 502: the document lists 200 for this call',
    ],
    [
      'empty',
      'mismatch    GET /service/customerfrontenddata/api/v1/psdata (getPsData): 200 $.body is empty; the document expects JSON with the 200 answer',
    ],
    [
      'shape',
      'mismatch    GET /service/customerfrontenddata/api/v1/psdata (getPsData): 200 $.body must be object, not ["unexpected",{"shape":true},42]',
    ],
    [
      'redirect',
      'mismatch    GET /service/customerfrontenddata/api/v1/psdata (getPsData): 302 $.status is 302: it is a redirect (to /__fake/login), which the elements never follow; the document lists 200 for this call',
    ],
    ['network', 'unreachable GET /service/customerfrontenddata/api/v1/psdata (getPsData): the connection was closed without an answer'],
  ])('reports the fault %s of psdata as such, and exits 1', async (fault, line) => {
    server.backend.configure({ faults: { psdata: fault } });
    const { code, out } = await check([server.url]);
    expect(out.filter((each) => each.includes('(getPsData)'))).toEqual([line]);
    expect(out.filter((each) => /^(mismatch|unreachable)/.test(each))).toEqual([line]);
    expect(code).toBe(1);
  });

  it('reports psdata that never answers as unreachable after --timeout, and exits 1', async () => {
    server.backend.configure({ faults: { psdata: 'timeout' } });
    // A short time-out for every call: on a busy machine another call may miss it too, so only psdata's line is asserted.
    const { code, out } = await check([server.url, '--timeout', '300']);
    expect(out.filter((each) => each.includes('(getPsData)'))).toEqual([
      'unreachable GET /service/customerfrontenddata/api/v1/psdata (getPsData): no answer within 300 ms',
    ]);
    expect(code).toBe(1);
  });

  it('reports a promotion whose contentJSON lacks the text, at the path inside the JSON text', async () => {
    server.backend.configure({ promotion: { txt: 'Sale' } });
    const { code, out } = await check([server.url]);
    expect(out.filter((line) => line.startsWith('mismatch'))).toEqual([
      'mismatch    GET /service/promotion/api/promotion/SHOP_FOOTER (getFooterPromotion): 200 $.body.contentJSON (its JSON text at $.text) is missing; the document requires it',
    ]);
    expect(code).toBe(1);
  });

  it('gives the results as JSON', async () => {
    server.backend.configure({ faults: { getassignment: '500' } });
    const { code, out } = await check([server.url, '--json']);
    const report = JSON.parse(out.join('\n'));
    expect(report).toMatchObject({ apiOrigin: server.url, site: 'DE', pageOrigin: server.url, ok: false });
    expect(report.results.find((result: { call: string }) => result.call.includes('(getAbTestAssignment)'))).toEqual({
      outcome: 'mismatch',
      call: 'GET /service/abtestfrontend/api/v1/getassignment (getAbTestAssignment)',
      status: 500,
      problems: [{ path: '$.status', message: 'is 500: the document lists 200 for this call' }],
    });
    expect(code).toBe(1);
  });
});

describe('check-backend and a separate api-origin', () => {
  it('reports every call whose preflight and answer lack the CORS headers a page on another origin needs', async () => {
    const withoutCors: Server = await startServer({ cors: false });
    try {
      const { code, out } = await check([withoutCors.url, '--page-origin', PAGE_ORIGIN]);
      expect(out).toContain(
        'mismatch    GET /service/customerfrontenddata/api/v1/psdata (getPsData): 200 preflight $.status must be 2xx (the browser sends the call only then), not 404; ' +
          `$.headers['access-control-allow-origin'] must be "${PAGE_ORIGIN}" (the page's origin), not nothing; ` +
          `$.headers['access-control-allow-credentials'] must be "true" (the calls send cookies), not nothing`,
      );
      expect(out.at(-1)).toBe('0 ok, 7 mismatch, 0 unreachable, 14 skipped');
      expect(code).toBe(1);
    } finally {
      await withoutCors.close();
    }
  });

  it.each([
    [
      '404 to every path',
      404,
      'application/json',
      '{"title":"Not Found"}',
      'is 404, as every call here is: this is not the service (is the api-origin right?)',
      'this is not the service: every call answered 404 (is the api-origin right?)',
    ],
    [
      "an HTML page (a web server's welcome page)",
      200,
      'text/html',
      '<!doctype html><html><head><title>Welcome to nginx!</title></head><body>It works</body></html>',
      'is an HTML page ("Welcome to nginx!"), not the service\'s answer (JSON or nothing)',
      'this is not the service: every call answered an HTML page (is the api-origin right?)',
    ],
    [
      "a proxy's error page",
      502,
      'text/html; charset=utf-8',
      '<html><head><title>502 Bad Gateway</title></head></html>',
      'is an HTML page ("502 Bad Gateway"), not the service\'s answer (JSON or nothing)',
      'this is not the service: every call answered an HTML page (is the api-origin right?)',
    ],
  ])('never calls %s ok, and says what came back', async (_what, status, type, body, problem, diagnosis) => {
    const { createServer } = await import('node:http');
    const stranger = createServer((_req, res) => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(body);
    });
    await new Promise<void>((listening) => stranger.listen(0, '127.0.0.1', listening));
    const { port } = stranger.address() as { port: number };
    try {
      const { code, out } = await check([`http://127.0.0.1:${port}`]);
      const promotion = out.find((line) => line.includes('(getFooterPromotion)'));
      expect(promotion?.startsWith('mismatch    GET /service/promotion/api/promotion/SHOP_FOOTER (getFooterPromotion)')).toBe(true);
      expect(promotion).toContain(problem);
      expect(out.filter((line) => line.startsWith('ok '))).toEqual([]);
      // The diagnosis comes first, under the heading line, and again in the summary.
      expect(out[1]).toBe(diagnosis);
      expect(out.at(-1)).toMatch(new RegExp(`^0 ok, \\d+ mismatch, 0 unreachable, \\d+ skipped: ${diagnosis.replace(/[()?]/g, '\\$&')}$`));
      expect(code).toBe(1);
    } finally {
      await new Promise((closed) => stranger.close(closed));
    }
  });

  it('says why a backend is unreachable', async () => {
    const gone: Server = await startServer({});
    await gone.close();
    const { code, out } = await check([gone.url]);
    expect(out[1]).toBe('no call was answered: is the api-origin right, and the backend running?');
    expect(out[2]).toBe(
      'unreachable GET /service/customerfrontenddata/api/v1/psdata (getPsData): the connection was refused (nothing listens there)',
    );
    expect(out.at(-1)).toBe(
      '0 ok, 0 mismatch, 7 unreachable, 14 skipped: no call was answered: is the api-origin right, and the backend running?',
    );
    expect(code).toBe(1);
  });
});

describe('check-backend with bad input', () => {
  it.each([
    [[], 'check-backend: Give the api-origin to check, e.g. npx storefront-elements check-backend https://api.shop.example'],
    [
      ['https://api.shop.example/service/newsletter'],
      'check-backend: The api-origin "https://api.shop.example/service/newsletter" is not an origin: the elements add the paths themselves, so give only scheme, host and port (https://api.shop.example).',
    ],
    [
      ['api.shop.example'],
      'check-backend: The api-origin "api.shop.example" is not an origin: give scheme and host, e.g. https://api.shop.example',
    ],
    [['ftp://api.shop.example'], 'check-backend: The api-origin "ftp://api.shop.example" is not an http(s) origin.'],
    [
      ['https://api.shop.example', '--site', 'XX'],
      'check-backend: Unknown site "XX". Allowed sites: AT, CH, CH_FR, CZ, DE, HU, PL, SK, TR.',
    ],
    [['https://api.shop.example', '--site'], 'check-backend: --site needs a value.'],
    [['https://api.shop.example', '--cookie', 'loginToken'], 'check-backend: --cookie needs name=value, not "loginToken".'],
    [['https://api.shop.example', '--write', 'yes'], 'check-backend: --write needs a test e-mail address, not "yes".'],
    [
      ['https://api.shop.example', '--page-origin', '/shop'],
      'check-backend: --page-origin "/shop" is not an origin: give scheme and host, e.g. https://api.shop.example',
    ],
    [['https://api.shop.example', '--verbose'], 'check-backend: Unknown option --verbose.'],
  ])('%j: says what is wrong, calls nothing and exits 2', async (args, message) => {
    const { code, out, err } = await check(args);
    expect(err.split('\n')[0]).toBe(message);
    expect(err).toContain('Usage: npx storefront-elements check-backend <api-origin> [options]');
    expect(out).toEqual([]);
    expect(code).toBe(2);
  });
});
