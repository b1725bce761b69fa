import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offContract, stubServices } from '../../src/test-support/services';
import { ApiError, TimeoutError } from '../../src/api/client';
import { createLogger } from '../../src/log/logger';
import { confirmDoubleOptIn, fetchCustomerBaseData, getCustomerBaseData, getSubscriber, submitSignup, updateSubscriber } from './api';
import { newPage } from '../../src/test-support/newPage';
import type { SignupPayload } from './payload';

const log = createLogger(document.createElement('nl-signup'));

const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
}

const payload: SignupPayload = { email: 'anna@example.com', consents: ['DNE'], origin: 'NEWSLETTER', originAddition: 'footer' };

beforeEach(() => {
  fetchMock.mockReset();
  stubServices(fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('submitSignup', () => {
  it('POSTs the payload as JSON to the internal base with cookies, api key and CSRF header', async () => {
    document.cookie = 'XSRF-TOKEN=csrf-1; path=/';
    fetchMock.mockResolvedValue(json(201, { status: 'WAITING_FOR_DOI' }));
    await expect(submitSignup(payload, { apiOrigin: 'https://api.example' }, log)).resolves.toBe('SUCCESS');
    const { url, init, headers } = lastCall();
    expect(url).toBe('https://api.example/service/newsletter/api/internal/newsletter-subscribers');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual(payload);
    expect(headers).toMatchObject({ 'X-Api-Key': 'dummy', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'csrf-1' });
  });

  it('uses the private base for a single-page-app site, relative to the page by default', async () => {
    fetchMock.mockResolvedValue(json(200, undefined));
    await expect(submitSignup(payload, { spa: true }, log)).resolves.toBe('SUCCESS');
    expect(lastCall().url).toBe('/service/newsletter/api/private/newsletter-subscribers');
  });

  it('reads an email_invalid answer as ERROR_INVALID_EMAIL', async () => {
    fetchMock.mockResolvedValue(json(400, { type: 'urn:newsletter:email_invalid' }));
    await expect(submitSignup(payload, {}, log)).resolves.toBe('ERROR_INVALID_EMAIL');
  });

  it.each([
    ['a 500', () => json(500, { type: 'urn:fake:internal_error' })],
    ['another error type', () => json(409, { type: 'urn:newsletter:conflict' })],
    ['an HTML error page', () => new Response('<h1>502</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } })],
    ['an empty 400', () => new Response('', { status: 400 })],
  ])('reads %s as ERROR_GENERIC and logs it', async (_name, answer) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(offContract(answer()));
    await expect(submitSignup(payload, {}, log)).resolves.toBe('ERROR_GENERIC');
    expect(String(error.mock.calls[0][0])).toMatch(/^\[storefront-elements\] <nl-signup>: sign-up failed/);
  });

  it('reads a network failure as ERROR_GENERIC', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(submitSignup(payload, {}, log)).resolves.toBe('ERROR_GENERIC');
  });

  it('reads the 15 s time-out as ERROR_GENERIC', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const result = submitSignup(payload, {}, log);
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(result).resolves.toBe('ERROR_GENERIC');
    expect(String(error.mock.calls[0][0])).toContain('TimeoutError');
  });
});

describe('fetchCustomerBaseData', () => {
  const customer = {
    email: 'anna@example.com',
    salutation: 'MRS',
    firstName: 'Anna',
    lastName: 'Huber',
    consents: ['DNE'],
    legals: ['NEWSLETTER'],
  };

  it('GETs the base data with the login token header and returns it', async () => {
    fetchMock.mockResolvedValue(json(200, customer));
    await expect(fetchCustomerBaseData('token-1', { apiOrigin: 'https://api.example/' }, log)).resolves.toEqual(customer);
    const { url, init, headers } = lastCall();
    expect(url).toBe('https://api.example/service/newsletter/api/internal/customers/base-data');
    expect(init.method).toBe('GET');
    expect(headers).toMatchObject({ 'X-LoginToken': 'token-1', 'X-Api-Key': 'dummy' });
  });

  it('uses the private base with spa', async () => {
    fetchMock.mockResolvedValue(json(200, customer));
    await fetchCustomerBaseData('t', { spa: true }, log);
    expect(lastCall().url).toBe('/service/newsletter/api/private/customers/base-data');
  });

  it('keeps only well-typed fields of a partly malformed answer', async () => {
    fetchMock.mockResolvedValue(
      offContract(json(200, { email: 42, salutation: 'SIR', firstName: 'Anna', consents: 'DNE', legals: ['NEWSLETTER', 7] })),
    );
    await expect(fetchCustomerBaseData('t', {}, log)).resolves.toEqual({
      email: '',
      salutation: '',
      firstName: 'Anna',
      lastName: '',
      consents: [],
      legals: ['NEWSLETTER'],
    });
  });

  it.each([
    ['a list', () => offContract(json(200, ['unexpected']))],
    ['an empty body', () => offContract(new Response('', { status: 200 }))],
    ['a 401', () => json(401, { type: 'urn:newsletter:unauthorized' })],
  ])('gives null for %s and logs it', async (_name, answer) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(answer());
    await expect(fetchCustomerBaseData('t', {}, log)).resolves.toBeNull();
    expect(String(error.mock.calls[0][0])).toMatch(/^\[storefront-elements\] <nl-signup>: customer base data/);
  });

  it('is requested once per page, service and login token, and shared', async () => {
    newPage();
    fetchMock.mockImplementation(async () => json(200, customer));
    const forms = await Promise.all(
      Array.from({ length: 30 }, () => getCustomerBaseData('token-1', { apiOrigin: 'https://api.example' }, log)),
    );
    expect(forms.every((data) => data?.email === 'anna@example.com')).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await getCustomerBaseData('token-2', { apiOrigin: 'https://api.example' }, log);
    await getCustomerBaseData('token-1', { apiOrigin: 'https://api.example', spa: true }, log);
    expect(fetchMock.mock.calls.map(([url, init]) => [String(url), (init!.headers as Record<string, string>)['X-LoginToken']])).toEqual([
      ['https://api.example/service/newsletter/api/internal/customers/base-data', 'token-1'],
      ['https://api.example/service/newsletter/api/internal/customers/base-data', 'token-2'],
      ['https://api.example/service/newsletter/api/private/customers/base-data', 'token-1'],
    ]);
  });
});

describe('subscriber calls (for the confirmation and preference pages)', () => {
  it('reads a subscriber by its URL-encoded token', async () => {
    fetchMock.mockResolvedValue(
      json(200, { email: 'anna@example.com', firstName: 'Anna', consents: [], legals: [], status: 'WAITING_FOR_DOI' }),
    );
    await expect(getSubscriber('a/b c', { apiOrigin: 'https://api.example' })).resolves.toEqual({
      email: 'anna@example.com',
      salutation: '',
      firstName: 'Anna',
      lastName: '',
      consents: [],
      legals: [],
      status: 'WAITING_FOR_DOI',
    });
    const { url, init } = lastCall();
    expect(url).toBe('https://api.example/service/newsletter/api/internal/newsletter-subscribers/a%2Fb%20c');
    expect(init.method).toBe('GET');
  });

  it('leaves out an unknown status and rejects a non-object answer', async () => {
    fetchMock.mockResolvedValueOnce(offContract(json(200, { email: 'a@b.de', consents: [], legals: [], status: 'SOMETHING' })));
    await expect(getSubscriber('t')).resolves.not.toHaveProperty('status');
    fetchMock.mockResolvedValueOnce(offContract(json(200, 'text')));
    await expect(getSubscriber('t')).rejects.toBeInstanceOf(TypeError);
  });

  it('rejects with the ApiError of a 404 so the page can say the link is no longer valid', async () => {
    fetchMock.mockResolvedValue(json(404, { type: 'urn:newsletter:subscriber_not_found' }));
    const error = await getSubscriber('gone').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it('confirms the double opt-in with a bodiless PUT to /doi (private base with spa)', async () => {
    document.cookie = 'XSRF-TOKEN=csrf-2; path=/';
    fetchMock.mockResolvedValue(json(200, { email: 'anna@example.com', consents: [], legals: [], status: 'SUBSCRIBED' }));
    await expect(confirmDoubleOptIn('tok', { spa: true })).resolves.toBeUndefined();
    const { url, init, headers } = lastCall();
    expect(url).toBe('/service/newsletter/api/private/newsletter-subscribers/tok/doi');
    expect(init.method).toBe('PUT');
    expect(init.body).toBeUndefined();
    expect(headers['X-XSRF-TOKEN']).toBe('csrf-2');
  });

  it('updates a subscriber with a JSON PUT', async () => {
    fetchMock.mockResolvedValue(json(200, { email: 'anna@example.com', firstName: 'Anna', consents: ['DNE'], legals: [] }));
    await updateSubscriber('tok', { firstName: 'Anna', consents: ['DNE'], interests: ['COFFEE'] });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/service/newsletter/api/internal/newsletter-subscribers/tok');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ firstName: 'Anna', consents: ['DNE'], interests: ['COFFEE'] });
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('rejects a time-out of a subscriber call with TimeoutError', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const result = confirmDoubleOptIn('tok').catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await result).toBeInstanceOf(TimeoutError);
  });

  it.each([
    ['getSubscriber', () => getSubscriber(' ')],
    ['confirmDoubleOptIn', () => confirmDoubleOptIn('')],
    ['updateSubscriber', () => updateSubscriber('', {})],
  ])('%s refuses an empty token without a request', async (_name, call) => {
    await expect(call()).rejects.toBeInstanceOf(TypeError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['no update', undefined],
    ['null', null],
    ['a list', [{ firstName: 'Anne' }]],
  ])('updateSubscriber refuses %s as the update without a request', async (_name, update) => {
    const error = await updateSubscriber('tok', update as never).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe('[storefront-elements] a subscriber update is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
