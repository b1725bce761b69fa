// @vitest-environment node
// The fake backend (demo/backend) held to the service contract: it records each request it gets and
// each answer it gives that the document does not allow, one line with the call and the JSON path;
// the browser tests fail on any (e2e/support/harness.ts). A fault, or an answer a test or a setting
// marks off the contract on purpose, is not recorded.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JS module without types
import { startServer } from '../demo/server.mjs';
import type { FakeBackend } from '../e2e/support/harness';

let server: { url: string; backend: FakeBackend; close(): Promise<void> };
beforeAll(async () => {
  server = await startServer({});
});
afterAll(() => server.close());
beforeEach(() => server.backend.reset());

const baseData = (headers: Record<string, string>) =>
  fetch(`${server.url}/service/newsletter/api/internal/customers/base-data`, { headers });
const CUSTOMER = { email: 'anna@example.com', consents: [], legals: [] };

describe('the fake backend and the service contract', () => {
  it('records nothing for a request and an answer the document allows', async () => {
    server.backend.configure({ newsletterCustomer: CUSTOMER });
    expect((await baseData({ 'X-Api-Key': 'dummy', 'X-LoginToken': 't' })).status).toBe(200);
    expect(server.backend.contractViolations()).toEqual([]);
  });

  it('records a request the document does not allow, and still answers it', async () => {
    server.backend.configure({ newsletterCustomer: CUSTOMER });
    expect((await baseData({ 'X-Api-Key': 'dummy', 'X-Login-Token': 't' })).status).toBe(401);
    expect(server.backend.contractViolations()).toEqual([
      "request of GET /service/newsletter/api/internal/customers/base-data (getCustomerBaseData): $.headers['x-logintoken'] is missing; the document requires it",
      "request of GET /service/newsletter/api/internal/customers/base-data (getCustomerBaseData): $.headers['x-login-token'] is not in the document for this call",
    ]);
  });

  it('records an answer of its own the document does not allow', async () => {
    server.backend.configure({ newsletterCustomer: { mail: 'anna@example.com', consents: [], legals: [] } });
    await baseData({ 'X-Api-Key': 'dummy', 'X-LoginToken': 't' });
    expect(server.backend.contractViolations()).toEqual([
      'answer of GET /service/newsletter/api/internal/customers/base-data (getCustomerBaseData): $.body.email is missing; the document requires it',
    ]);
  });

  it.each([
    ['a fault', { faults: { newsletterBaseData: 'shape' } }],
    [
      'a route named in offContract',
      { newsletterCustomer: { mail: 'x' }, offContract: { newsletterBaseData: 'a customer without an e-mail' } },
    ],
  ])('records nothing of an answer off the contract on purpose: %s', async (_what, settings) => {
    server.backend.configure(settings);
    await baseData({ 'X-Api-Key': 'dummy', 'X-LoginToken': 't' });
    expect(server.backend.contractViolations()).toEqual([]);
  });

  it('records nothing of a promotion the settings break on purpose (contentJSON that is not JSON)', async () => {
    server.backend.configure({ promotion: 'bad' });
    await fetch(`${server.url}/service/promotion/api/promotion/SHOP_FOOTER`, { headers: { 'X-Api-Key': 'dummy' } });
    expect(server.backend.contractViolations()).toEqual([]);
  });
});

describe('the fake backend and the requests in flight', () => {
  const BASE_DATA_PATH = 'GET /service/newsletter/api/internal/customers/base-data';
  const headers = { 'X-Api-Key': 'dummy', 'X-LoginToken': 't' };

  it('settles once a delayed answer has been sent, with none left open', async () => {
    server.backend.configure({ newsletterCustomer: CUSTOMER, delays: { newsletterBaseData: 300 } });
    const answer = baseData(headers);
    await expect.poll(() => server.backend.calls('newsletterBaseData').length).toBe(1);
    expect(await server.backend.settle()).toEqual([]);
    expect((await answer).status).toBe(200);
  });

  it('names a request still open when the wait ends', async () => {
    server.backend.configure({ newsletterCustomer: CUSTOMER, delays: { newsletterBaseData: 1500 } });
    const answer = baseData(headers);
    await expect.poll(() => server.backend.calls('newsletterBaseData').length).toBe(1);
    expect(await server.backend.settle(100)).toEqual([BASE_DATA_PATH]);
    expect((await answer).status).toBe(200);
    expect(await server.backend.settle()).toEqual([]);
  });

  it('gives up a delayed answer whose client went away, at once', async () => {
    server.backend.configure({ newsletterCustomer: CUSTOMER, delays: { newsletterBaseData: 20_000 } });
    const client = new AbortController();
    const answer = fetch(`${server.url}/service/newsletter/api/internal/customers/base-data`, { headers, signal: client.signal }).catch(
      (error: Error) => error.name,
    );
    await expect.poll(() => server.backend.calls('newsletterBaseData').length).toBe(1);
    client.abort();
    expect(await answer).toBe('AbortError');
    expect(await server.backend.settle(2000)).toEqual([]);
  });
});
