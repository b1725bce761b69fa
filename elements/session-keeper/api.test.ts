import { afterEach, describe, expect, it, vi } from 'vitest';
import { offContract, stubServices } from '../../src/test-support/services';
import { kitLogger } from '../../src/log/logger';
import { renewLoginToken, renewLongTermToken } from './api';

const answer = (status: number) => new Response(status === 204 ? null : '{}', { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('renewLoginToken', () => {
  it('posts {} with cookies, the CSRF header and the api key', async () => {
    document.cookie = 'XSRF-TOKEN=csrf-xyz; path=/';
    const fetchMock = vi.fn(async () => answer(201));
    stubServices(fetchMock);
    await renewLoginToken('https://api.example.com/', kitLogger);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.com/service/login/api/v1/logintoken/renew');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{}' });
    expect(init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'csrf-xyz', 'X-Api-Key': 'dummy', 'Content-Type': 'application/json' });
  });

  it.each([
    [201, 'renewed'],
    [200, 'ok'],
    [500, 'error'],
    [401, 'refused'],
  ])('maps %i to %s', async (status, outcome) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServices(vi.fn(async () => answer(status)));
    await expect(renewLoginToken('', kitLogger)).resolves.toBe(outcome);
  });

  it.each([403, 204])('maps %i, a status the service contract does not list, to error', async (status) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServices(vi.fn(async () => offContract(answer(status))));
    await expect(renewLoginToken('', kitLogger)).resolves.toBe('error');
  });

  it('maps a network failure to error and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServices(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(renewLoginToken('', kitLogger)).resolves.toBe('error');
    expect(String(error.mock.calls[0]?.[0])).toContain('Login token renewal failed');
  });
});

describe('renewLongTermToken', () => {
  it('posts without a body, with cookies and the CSRF header', async () => {
    document.cookie = 'XSRF-TOKEN=csrf-lt; path=/';
    const fetchMock = vi.fn(async () => answer(200));
    stubServices(fetchMock);
    await renewLongTermToken('', kitLogger);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/service/login/api/v1/longtermtoken/renew');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: undefined });
    expect(init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'csrf-lt' });
  });

  it('ignores failures: resolves and only logs', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServices(vi.fn(async () => offContract(answer(500))));
    await expect(renewLongTermToken('', kitLogger)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
  });
});
