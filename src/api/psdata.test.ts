import { beforeEach, describe, expect, it, vi } from 'vitest';
import { kitLogger } from '../log/logger';
import { getPsData, resetPsDataCache } from './psdata';

beforeEach(() => {
  resetPsDataCache();
  vi.unstubAllGlobals();
});

describe('getPsData', () => {
  it('makes one request per page, shared by every caller', async () => {
    const fetchMock = vi.fn(async () => new Response('{"newsletterStatus":"SUBSCRIBED"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const answers = await Promise.all([getPsData('', kitLogger), getPsData('', kitLogger), getPsData('', kitLogger)]);
    expect(await getPsData('', kitLogger)).toEqual({ newsletterStatus: 'SUBSCRIBED' });
    expect(answers).toEqual([{ newsletterStatus: 'SUBSCRIBED' }, { newsletterStatus: 'SUBSCRIBED' }, { newsletterStatus: 'SUBSCRIBED' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/service/customerfrontenddata/api/v1/psdata');
    expect(init.cache).toBe('no-cache');
    expect(init.credentials).toBe('include');
  });

  it('sends the CSRF header when the page has the cookie', async () => {
    document.cookie = 'XSRF-TOKEN=t0k; path=/';
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await getPsData('', kitLogger);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('t0k');
  });

  it('logs a failed or malformed answer and yields no status', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    await expect(getPsData('', kitLogger)).resolves.toEqual({});
    resetPsDataCache();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[1,2]', { status: 200 })),
    );
    await expect(getPsData('', kitLogger)).resolves.toEqual({});
    resetPsDataCache();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"newsletterStatus":"<b>x</b>"}', { status: 200 })),
    );
    await expect(getPsData('', kitLogger)).resolves.toEqual({});
    expect(error).toHaveBeenCalledTimes(2);
  });
});
