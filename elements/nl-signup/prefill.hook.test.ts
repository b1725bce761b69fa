// The prefill as a form sees it (docs/contract.md, section 3): only with the login cookie, one
// GET of the base data with the cookie's value, and never an answer meant for an earlier service.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServices } from '../../src/test-support/services';
import { kitLogger } from '../../src/log/logger';
import { getCustomerBaseData } from './api';
import { useCustomerPrefill } from './prefill';

const fetchMock = vi.fn<typeof fetch>();

const customer = (email: string) => ({
  email,
  salutation: 'MRS',
  firstName: 'Anna',
  lastName: 'Huber',
  consents: ['DNE'],
  legals: [],
});
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  stubServices(fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useCustomerPrefill', () => {
  it('asks for nothing and gives null without the login cookie', () => {
    const { result } = renderHook(() => useCustomerPrefill('https://api.example', false));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toBeNull();
  });

  it('with the login cookie: GETs the base data with its value as X-LoginToken and gives the answer', async () => {
    document.cookie = 'loginToken=token-1; path=/';
    fetchMock.mockResolvedValue(json(customer('anna@example.com')));
    const { result } = renderHook(() => useCustomerPrefill('https://api.example', false));
    await waitFor(() => expect(result.current).toEqual(customer('anna@example.com')));
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('https://api.example/service/newsletter/api/internal/customers/base-data');
    expect(init?.headers).toMatchObject({ 'X-LoginToken': 'token-1' });
  });

  it('asks the private base of a single-page-app site', async () => {
    document.cookie = 'loginToken=token-1; path=/';
    fetchMock.mockResolvedValue(json(customer('anna@example.com')));
    const { result } = renderHook(() => useCustomerPrefill('https://api.example', true));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(String(fetchMock.mock.calls[0][0])).toBe('https://api.example/service/newsletter/api/private/customers/base-data');
  });

  it('asks again when the service changes, and ignores the earlier service’s answer however late it comes', async () => {
    document.cookie = 'loginToken=token-1; path=/';
    const answers: ((response: Response) => void)[] = [];
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const { result, rerender } = renderHook(({ spa }) => useCustomerPrefill('https://api.example', spa), { initialProps: { spa: false } });
    await waitFor(() => expect(answers).toHaveLength(1));
    rerender({ spa: true });
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(String(fetchMock.mock.calls[1][0])).toBe('https://api.example/service/newsletter/api/private/customers/base-data');

    await act(async () => answers[1](json(customer('private@example.com'))));
    await waitFor(() => expect(result.current?.email).toBe('private@example.com'));
    // The shared call of the earlier service: once it has settled, the hook has seen its answer too.
    const earlier = getCustomerBaseData('token-1', { apiOrigin: 'https://api.example', spa: false }, kitLogger);
    await act(async () => {
      answers[0](json(customer('internal@example.com')));
      await earlier;
    });
    expect(result.current?.email).toBe('private@example.com');
  });
});
