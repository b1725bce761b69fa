import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from './login';

const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('posts the credentials as JSON with the CSRF header and cookies, and maps 200 to SUCCESS', async () => {
    document.cookie = 'XSRF-TOKEN=csrf-123; path=/';
    const fetchMock = vi.fn(async () => answer(200));
    vi.stubGlobal('fetch', fetchMock);
    await expect(login({ username: 'anna@example.com', password: 'secret' }, 'https://api.example.com')).resolves.toBe('SUCCESS');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.com/service/login/api/v1/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'anna@example.com', password: 'secret' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'csrf-123' });
  });

  it('maps 401 to UNAUTHORIZED without logging an error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, { status: 'UNAUTHORIZED' })),
    );
    await expect(login({ username: 'x', password: 'y' })).resolves.toBe('UNAUTHORIZED');
    expect(error).not.toHaveBeenCalled();
  });

  it.each([500, 503, 403])('maps %i to SERVICE_UNAVAILABLE (logged)', async (status) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(status)),
    );
    await expect(login({ username: 'x', password: 'y' })).resolves.toBe('SERVICE_UNAVAILABLE');
    expect(String(error.mock.calls[0]?.[0])).toContain('[storefront-elements] Login failed');
  });

  it('maps a network failure to SERVICE_UNAVAILABLE', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(login({ username: 'x', password: 'y' })).resolves.toBe('SERVICE_UNAVAILABLE');
  });
});
