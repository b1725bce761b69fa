import { afterEach, describe, expect, it, vi } from 'vitest';
import { kitLogger } from '../log/logger';
import { ApiError, buildUrl, postJson, RedirectError, request, TimeoutError } from './client';

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
