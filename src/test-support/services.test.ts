// The unit tests' fetch stub holds the code under test and the test's own answers to the service
// contract: src/test-support/setup.ts fails a test with what takeContractViolations() returns.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offContract, stubServices, takeContractViolations } from './services';

const PSDATA = '/service/customerfrontenddata/api/v1/psdata';

afterEach(() => vi.unstubAllGlobals());

describe('stubServices', () => {
  it('passes the call to the fake and its answer back, and finds nothing wrong with what the document allows', async () => {
    const fake = stubServices(vi.fn(async (_url: string, _init?: RequestInit) => new Response('{"newsletterStatus":"SUBSCRIBED"}')));
    const response = await fetch(PSDATA, { headers: { 'X-Api-Key': 'dummy' } });
    expect(await response.json()).toEqual({ newsletterStatus: 'SUBSCRIBED' });
    expect(fake.mock.calls.map(([url]) => url)).toEqual([PSDATA]);
    expect(await takeContractViolations()).toEqual([]);
  });

  it('names the call and the JSON path of what a request and an answer have that the document does not allow', async () => {
    stubServices(vi.fn(async () => new Response('{"newsletterStatus":"subscribed"}')));
    await fetch(PSDATA, { headers: { 'X-Api-Key': 'key' } });
    expect(await takeContractViolations()).toEqual([
      `request of GET ${PSDATA} (getPsData): $.headers['x-api-key'] must be "dummy", not "key"`,
      `answer of GET ${PSDATA} (getPsData): $.body.newsletterStatus must be one of "WAITING_FOR_DOI", "SUBSCRIBED", not "subscribed"`,
    ]);
  });

  it('leaves out an answer marked offContract, but not its request', async () => {
    stubServices(vi.fn(async () => offContract(new Response('oops', { status: 500 }))));
    await fetch(`${PSDATA}?debug=1`, { headers: { 'X-Api-Key': 'dummy' } });
    expect(await takeContractViolations()).toEqual([`request of GET ${PSDATA} (getPsData): $.query.debug is not in the document`]);
  });
});
