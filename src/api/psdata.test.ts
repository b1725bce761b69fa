import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../log/logger';
import { getPsData } from './psdata';
import { newPage } from '../test-support/newPage';
import { offContract, stubServices } from '../test-support/services';

const PSDATA_URL = '/service/customerfrontenddata/api/v1/psdata';

const spyLogger = () => ({ error: vi.fn(), warn: vi.fn() }) satisfies Logger;
const answering = (body: string, status = 200) =>
  stubServices(vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status })));
/** An answer the service contract does not allow: what the elements make of a broken service. */
const answeringOffContract = (body: string, status = 200) =>
  stubServices(vi.fn(async (_url: string, _init?: RequestInit) => offContract(new Response(body, { status }))));

beforeEach(() => {
  newPage();
  vi.unstubAllGlobals();
});

describe('getPsData', () => {
  it('makes one request per page, shared by every caller', async () => {
    const fetchMock = answering('{"newsletterStatus":"SUBSCRIBED"}');
    const log = spyLogger();
    const answers = await Promise.all([getPsData('', log), getPsData('', log), getPsData('', log)]);
    expect(await getPsData('', log)).toEqual({ newsletterStatus: 'SUBSCRIBED' });
    expect(answers).toEqual([{ newsletterStatus: 'SUBSCRIBED' }, { newsletterStatus: 'SUBSCRIBED' }, { newsletterStatus: 'SUBSCRIBED' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(PSDATA_URL);
    expect(init?.cache).toBe('no-cache');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ Accept: 'application/json', 'X-Api-Key': 'dummy' });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('makes one request per api origin', async () => {
    const fetchMock = answering('{"newsletterStatus":"SUBSCRIBED"}');
    const log = spyLogger();
    await getPsData('', log);
    await getPsData('https://api.example', log);
    await getPsData('https://api.example', log);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([PSDATA_URL, `https://api.example${PSDATA_URL}`]);
  });

  it('asks again once the shared answer is forgotten', async () => {
    const fetchMock = answering('{}');
    await getPsData('', spyLogger());
    newPage();
    await getPsData('', spyLogger());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each(['SUBSCRIBED', 'WAITING_FOR_DOI'])('reads the newsletter status %s', async (status) => {
    answering(JSON.stringify({ newsletterStatus: status, other: 1 }));
    await expect(getPsData('', spyLogger())).resolves.toEqual({ newsletterStatus: status });
  });

  it.each([
    ['an unknown status', '{"newsletterStatus":"<b>x</b>"}'],
    ['a status in another case', '{"newsletterStatus":"subscribed"}'],
  ])('yields no status, unlogged, for %s', async (_label, body) => {
    answeringOffContract(body);
    const log = spyLogger();
    await expect(getPsData('', log)).resolves.toEqual({});
    expect(log.error).not.toHaveBeenCalled();
  });

  it('yields no status, unlogged, for an answer without one', async () => {
    answering('{"customer":true}');
    const log = spyLogger();
    await expect(getPsData('', log)).resolves.toEqual({});
    expect(log.error).not.toHaveBeenCalled();
  });

  it('sends the CSRF header when the page has the cookie', async () => {
    document.cookie = 'XSRF-TOKEN=t0k; path=/';
    const fetchMock = answering('{}');
    await getPsData('', spyLogger());
    expect(fetchMock.mock.calls[0][1]?.headers).toEqual({ Accept: 'application/json', 'X-Api-Key': 'dummy', 'X-XSRF-TOKEN': 't0k' });
  });

  it('logs a failed call once, on the logger of the caller that made it, and yields no status', async () => {
    answeringOffContract('oops', 500);
    const first = spyLogger();
    const second = spyLogger();
    await expect(Promise.all([getPsData('', first), getPsData('', second)])).resolves.toEqual([{}, {}]);
    expect(first.error.mock.calls).toEqual([
      ['psdata call failed: Request to /service/customerfrontenddata/api/v1/psdata failed with status 500: oops'],
    ]);
    expect(second.error).not.toHaveBeenCalled();
  });

  it.each([
    ['an array', '[1,2]', [1, 2]],
    ['a string', '"SUBSCRIBED"', 'SUBSCRIBED'],
    ['null', 'null', null],
  ])('logs an answer that is %s, with the answer, and yields no status', async (_label, body, parsed) => {
    answeringOffContract(body);
    const log = spyLogger();
    await expect(getPsData('', log)).resolves.toEqual({});
    expect(log.error.mock.calls).toEqual([['psdata answer is not a JSON object:', parsed]]);
  });
});
