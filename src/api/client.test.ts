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

describe('request', () => {
  it('sends X-Api-Key: dummy to a path relative to the api origin and returns the parsed body', async () => {
    const fetchMock = vi.fn(async () => answer(200, '{"ok":true}'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(request('service/x', { apiOrigin: 'https://api.example/', query: { a: '1 2' } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example/service/x?a=1+2');
    expect((init.headers as Record<string, string>)['X-Api-Key']).toBe('dummy');
  });

  it('defaults to a same-origin absolute path', () => {
    expect(buildUrl('service/x')).toBe('/service/x');
    expect(buildUrl('/service/x', '  ')).toBe('/service/x');
  });

  it('turns a non-2xx answer into an ApiError with the status and the parsed body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400, '{"type":"urn:newsletter:email_invalid"}')),
    );
    const error = await request('service/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual({ type: 'urn:newsletter:email_invalid' });
  });

  it('keeps a non-JSON error body as text and an empty body as null', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(502, '<h1>Bad Gateway</h1>', 'text/html')),
    );
    const error = (await request('service/x').catch((e: unknown) => e)) as ApiError;
    expect(error.body).toBe('<h1>Bad Gateway</h1>');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, '')),
    );
    await expect(request('service/x')).resolves.toBeNull();
  });

  it('aborts after 15 s with a TimeoutError', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const pending = request('service/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(14_999); // the specification's time-out: 15000 ms
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeInstanceOf(TimeoutError);
  });

  it("ends the wait at 15 s even when a page's fetch wrapper ignores the abort signal", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const pending = request('service/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await pending).toBeInstanceOf(TimeoutError);
  });

  it("ends the wait when the caller's signal aborts, whatever fetch does", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const controller = new AbortController();
    const pending = request('service/slow', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });

  it('treats a redirected answer as an error, never as the answer of the service', async () => {
    const login = answer(200, '<html>Please log in</html>', 'text/html');
    Object.defineProperties(login, { redirected: { value: true }, url: { value: 'https://shop.example/login' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => login),
    );
    const error = await request('service/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as Error).message).toBe(
      "Request to /service/x was redirected to https://shop.example/login; a redirected answer is not the service's answer",
    );
  });

  it('passes a network failure through', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(request('service/x')).rejects.toThrow('Failed to fetch');
  });
});

describe('postJson', () => {
  it('sends JSON with cookies and the X-XSRF-TOKEN header from the XSRF-TOKEN cookie', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    const fetchMock = vi.fn(async () => answer(201, ''));
    vi.stubGlobal('fetch', fetchMock);
    await postJson('service/login', { a: 1 }, { log: kitLogger });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-XSRF-TOKEN']).toBe('abc=123');
    expect(headers['X-Api-Key']).toBe('dummy');
  });

  it('sends arrays as arrays when a legacy library (Prototype.js 1.6) defined Array.prototype.toJSON', async () => {
    const legacy = Array.prototype as unknown as { toJSON?: () => string };
    legacy.toJSON = function (this: unknown[]) {
      return JSON.stringify(this.slice());
    };
    try {
      const fetchMock = vi.fn(async () => answer(201, ''));
      vi.stubGlobal('fetch', fetchMock);
      await postJson('service/x', { consents: ['DNE'], nested: [{ list: [1, 'a', null] }], skipped: undefined }, { log: kitLogger });
      const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(init.body).toBe('{"consents":["DNE"],"nested":[{"list":[1,"a",null]}]}');
    } finally {
      delete legacy.toJSON;
    }
  });

  it.each([
    ['a character beyond Latin-1', 'x%E2%82%ACy'],
    ['a line break', 'x%0D%0AX-Injected%3A%201'],
  ])('leaves out and logs an XSRF-TOKEN with %s (fetch would throw before sending)', async (_label, cookie) => {
    document.cookie = `XSRF-TOKEN=${cookie}; path=/`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => answer(201, ''));
    vi.stubGlobal('fetch', fetchMock);
    await postJson('service/login', {}, { log: kitLogger });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('XSRF-TOKEN'));
  });

  it('sends no X-XSRF-TOKEN header without the cookie', async () => {
    const fetchMock = vi.fn(async () => answer(200, '{}'));
    vi.stubGlobal('fetch', fetchMock);
    await postJson('service/login', {}, { log: kitLogger });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
  });
});

describe('send', () => {
  it('resolves to the status as well as the body, so 200 and 201 can be told apart', async () => {
    const { send } = await import('./client');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(201, '')),
    );
    await expect(send('service/renew', { method: 'POST', json: {} })).resolves.toEqual({ status: 201, body: null });
  });
});

describe('the origins a call may go to (docs/contract.md, section 8)', () => {
  const untrusted = (origin: string) =>
    `api-origin "${origin}" is not trusted by this page, so no call is made to it. A page trusts an origin by listing it in <meta name="storefront-api-origins" content="${origin}"> in its <head>.`;

  it.each([
    'https://evil.example',
    'https://api.example.evil.example',
    'http://api.example',
    'javascript:alert(1)',
    'api.example',
    '//evil.example',
  ])('makes no call at all to an api-origin the page does not list (%s)', async (origin) => {
    const fetchMock = vi.fn(async () => answer(200, '{}'));
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'XSRF-TOKEN=csrf; path=/';
    const error = await postJson('service/x', { email: 'anna@example.com' }, { apiOrigin: origin, log: kitLogger }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UntrustedOriginError);
    expect((error as Error).message).toBe(untrusted(origin));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('calls the page origin and the origins its <head> meta tag lists, with their credentials', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer(200, '{}'));
    vi.stubGlobal('fetch', fetchMock);
    const meta = Object.assign(document.createElement('meta'), {
      name: 'storefront-api-origins',
      content: ' https://api.example.de  https://eu.example:8443/ignored-path ',
    });
    document.head.append(meta);
    try {
      await postJson('service/x', {}, { apiOrigin: 'https://api.example.de/', log: kitLogger });
      await postJson('service/x', {}, { apiOrigin: 'https://eu.example:8443', log: kitLogger });
      await postJson('service/x', {}, { apiOrigin: location.origin, log: kitLogger });
    } finally {
      meta.remove();
    }
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init.credentials])).toEqual([
      ['https://api.example.de/service/x', 'include'],
      ['https://eu.example:8443/service/x', 'include'],
      ['/service/x', 'include'],
    ]);
  });

  it('trusts no origin a meta tag in the body lists (a CMS editor writes the body, the template the head)', async () => {
    const fetchMock = vi.fn(async () => answer(200, '{}'));
    vi.stubGlobal('fetch', fetchMock);
    document.body.innerHTML = '<meta name="storefront-api-origins" content="https://evil.example">';
    await expect(request('service/x', { apiOrigin: 'https://evil.example' })).rejects.toBeInstanceOf(UntrustedOriginError);
    expect(fetchMock).not.toHaveBeenCalled();
    document.body.replaceChildren();
  });

  it('never follows a redirect, so no header is sent on to where it points', async () => {
    const fetchMock = vi.fn(async () => Response.error());
    vi.stubGlobal('fetch', fetchMock);
    const opaque = Object.defineProperties(new Response(null, { status: 200 }), { type: { value: 'opaqueredirect' } });
    fetchMock.mockResolvedValueOnce(opaque);
    const error = await request('service/x', { headers: { 'X-LoginToken': 'token' } }).catch((e: unknown) => e);
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].redirect).toBe('manual');
    expect(error).toBeInstanceOf(RedirectError);
  });

  it('logs an untrusted api-origin once per element, whichever call meets it first', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = createLogger(document.createElement('shop-footer'));
    logFailedCall(log, 'promotion call failed;', new UntrustedOriginError('https://evil.example'));
    logFailedCall(log, 'psdata call failed:', new UntrustedOriginError('https://evil.example'));
    expect(error.mock.calls).toEqual([[`[storefront-elements] <shop-footer>: ${untrusted('https://evil.example')}`]]);
  });
});
