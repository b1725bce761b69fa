// What a call sends and what a failed call says, exactly: the client's rules at their edges.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, kitLogger } from '../log/logger';
import { ApiError, buildUrl, logFailedCall, postJson, RedirectError, request, TimeoutError, UntrustedOriginError } from './client';

function answer(status: number, body: string, contentType = 'application/json') {
  return new Response(body, { status, headers: { 'Content-Type': contentType } });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('what a call sends, exactly', () => {
  const sent = () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer(200, '{}'));
    vi.stubGlobal('fetch', fetchMock);
    return () => fetchMock.mock.calls.map(([url, init]) => ({ url, ...init, signal: undefined }));
  };

  it('a GET: the key and Accept only (no Content-Type, which would make another origin ask first), no body, no redirect', async () => {
    const calls = sent();
    await request('service/x', { apiOrigin: 'https://api.example' });
    expect(calls()).toEqual([
      {
        url: 'https://api.example/service/x',
        method: 'GET',
        headers: { 'X-Api-Key': 'dummy', Accept: 'application/json' },
        body: undefined,
        credentials: 'same-origin',
        cache: undefined,
        redirect: 'manual',
        signal: undefined,
      },
    ]);
  });

  it("a JSON POST: Content-Type with its JSON body, the caller's headers and cache", async () => {
    const calls = sent();
    await postJson('service/y', { a: [1] }, { log: kitLogger, headers: { 'X-LoginToken': 't' }, cache: 'no-store' });
    expect(calls()).toEqual([
      {
        url: '/service/y',
        method: 'POST',
        headers: { 'X-Api-Key': 'dummy', Accept: 'application/json', 'X-LoginToken': 't', 'Content-Type': 'application/json' },
        body: '{"a":[1]}',
        credentials: 'include',
        cache: 'no-store',
        redirect: 'manual',
        signal: undefined,
      },
    ]);
  });

  it.each([
    ['https://api.example//', 'service/x', 'https://api.example/service/x'],
    ['https://api.example/', '/service/x', 'https://api.example/service/x'],
    ['  https://api.example  ', 'service/x', 'https://api.example/service/x'],
  ])('joins the api-origin %j and the path %j without a double slash', (apiOrigin, path, url) => {
    expect(buildUrl(path, apiOrigin)).toBe(url);
  });

  it('leaves out an empty query, and encodes a query', () => {
    expect(buildUrl('service/x', '', {})).toBe('/service/x');
    expect(buildUrl('service/x', '', { date: '2026-11-26T10:00', q: 'a&b' })).toBe('/service/x?date=2026-11-26T10%3A00&q=a%26b');
  });
});

describe('what a failed call says', () => {
  // Each error is made inside its test, so that the mutation run credits the test with the constructor.
  it.each([
    ['an error status', () => new ApiError(503, null, '/service/x'), 'ApiError', 'Request to /service/x failed with status 503'],
    ['no answer in time', () => new TimeoutError('/service/x'), 'TimeoutError', 'Request to /service/x timed out after 15000 ms'],
    [
      'a redirect to a place',
      () => new RedirectError('/service/x', '/login'),
      'RedirectError',
      "Request to /service/x was redirected to /login; a redirected answer is not the service's answer",
    ],
    [
      'a redirect without a place',
      () => new RedirectError('/service/x', ''),
      'RedirectError',
      "Request to /service/x was redirected to another address; a redirected answer is not the service's answer",
    ],
  ])('%s', (_, makeError, name, message) => {
    const error = makeError();
    expect([error.name, error.message]).toEqual([name, message]);
  });

  it('names where a followed redirect ended, and where an unfollowed one pointed', async () => {
    const followed = Object.defineProperties(new Response('<html>', { status: 200 }), {
      redirected: { value: true },
      url: { value: 'https://shop.example/login' },
    });
    const unfollowed = Object.defineProperties(new Response(null, { status: 200, headers: { Location: '/sso' } }), {
      type: { value: 'opaqueredirect' },
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(followed).mockResolvedValueOnce(unfollowed));
    expect(((await request('service/x').catch((e: unknown) => e)) as RedirectError).location).toBe('https://shop.example/login');
    expect(((await request('service/x').catch((e: unknown) => e)) as RedirectError).location).toBe('/sso');
  });

  it('logs any other failure with what failed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    logFailedCall(createLogger(document.createElement('nl-signup')), 'newsletter call failed:', new ApiError(500, null, '/service/n'));
    expect(error.mock.calls).toEqual([
      ['[storefront-elements] <nl-signup>: newsletter call failed: Request to /service/n failed with status 500: null'],
    ]);
  });
});

describe('the edges of a call', () => {
  it("keeps the page's own calls on its origin under a <base href> that names another, and a trusted origin's on it", () => {
    const base = Object.assign(document.createElement('base'), { href: 'https://api.example/' });
    document.head.append(base);
    try {
      expect(buildUrl('service/x', '')).toBe(`${location.origin}/service/x`);
      expect(buildUrl('service/x', 'https://api.example')).toBe('https://api.example/service/x');
    } finally {
      base.remove();
    }
    expect(buildUrl('service/x', 'https://api.example')).toBe('https://api.example/service/x');
  });

  it('ends at once, with its reason, a call whose signal was aborted before it started', async () => {
    const fetchMock = vi.fn(async () => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(request('service/x', { signal: controller.signal })).rejects.toThrow('gone');
  });

  it('leaves no timer and no listener behind once answered', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, '{}')),
    );
    const { signal } = new AbortController();
    const removed = vi.spyOn(signal, 'removeEventListener');
    await request('service/x', { signal });
    expect(vi.getTimerCount()).toBe(0);
    expect(removed).toHaveBeenCalledWith('abort', expect.any(Function));
  });

  it('names no place for a redirect that did not say where', async () => {
    const unfollowed = Object.defineProperties(new Response(null, { status: 200 }), { type: { value: 'opaqueredirect' } });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(unfollowed));
    const error = (await request('service/x').catch((e: unknown) => e)) as RedirectError;
    expect([error.location, error.message]).toEqual([
      '',
      "Request to /service/x was redirected to another address; a redirected answer is not the service's answer",
    ]);
  });

  it('sends no X-XSRF-TOKEN header at all without the cookie', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer(200, '{}'));
    vi.stubGlobal('fetch', fetchMock);
    await postJson('service/login', {}, { log: kitLogger });
    expect(Object.keys(fetchMock.mock.calls[0][1].headers as object)).toEqual(['X-Api-Key', 'Accept', 'Content-Type']);
  });

  it('names an untrusted origin error as such', () => {
    expect(new UntrustedOriginError('https://evil.example').name).toBe('UntrustedOriginError');
  });
});
