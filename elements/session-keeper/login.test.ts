import { afterEach, describe, expect, it, vi } from 'vitest';
import { offContract, stubServices } from '../../src/test-support/services';
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
    stubServices(fetchMock);
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
    stubServices(vi.fn(async () => answer(401, { status: 'UNAUTHORIZED' })));
    await expect(login({ username: 'x', password: 'y' })).resolves.toBe('UNAUTHORIZED');
    expect(error).not.toHaveBeenCalled();
  });

  it.each([500, 503, 403])('maps %i to SERVICE_UNAVAILABLE (logged)', async (status) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServices(vi.fn(async () => offContract(answer(status))));
    await expect(login({ username: 'x', password: 'y' })).resolves.toBe('SERVICE_UNAVAILABLE');
    expect(String(error.mock.calls[0]?.[0])).toContain('[storefront-elements] Login failed');
  });

  // The specification's table: 200 SUCCESS, 401 UNAUTHORIZED, any other status SERVICE_UNAVAILABLE.
  it.each([
    [201, 'Login failed: the service answered 201, where only 200 means logged in.'],
    [204, 'Login failed: the service answered 204, where only 200 means logged in.'],
  ])('maps %i, another success status, to SERVICE_UNAVAILABLE (logged)', async (status, logged) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const body = status === 204 ? null : '{}';
    stubServices(vi.fn(async () => offContract(new Response(body, { status, headers: { 'Content-Type': 'application/json' } }))));
    await expect(login({ username: 'x', password: 'y' })).resolves.toBe('SERVICE_UNAVAILABLE');
    expect(error.mock.calls).toEqual([[`[storefront-elements] ${logged}`]]);
  });

  it.each([
    ['no credentials', undefined],
    ['null', null],
    ['a text', 'anna:secret'],
  ])('answers %s as credentials with UNAUTHORIZED, logged, without a request', async (_name, credentials) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubServices(vi.fn(async () => answer(200)));
    await expect(login(credentials as never)).resolves.toBe('UNAUTHORIZED');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error.mock.calls).toEqual([['[storefront-elements] Login failed: credentials must be an object.']]);
  });

  it('maps a network failure to SERVICE_UNAVAILABLE', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServices(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(login({ username: 'x', password: 'y' })).resolves.toBe('SERVICE_UNAVAILABLE');
  });
});
