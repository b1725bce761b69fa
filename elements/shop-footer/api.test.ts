import { afterEach, describe, expect, it, vi } from 'vitest';
import { offContract, stubServices } from '../../src/test-support/services';
import { kitLogger } from '../../src/log/logger';
import { getPromotion, parsePromotion, requestAssignment } from './api';
import { newPage } from '../../src/test-support/newPage';

const answer = (status: number, body: unknown) => new Response(body === undefined ? '' : JSON.stringify(body), { status });
const respond = (status: number, body: unknown) => stubServices(vi.fn(async (_url: string, _init?: RequestInit) => answer(status, body)));

afterEach(() => newPage());

describe('promotion', () => {
  it('reads text, icon and link from contentJSON', () => {
    const contentJSON = JSON.stringify({ text: 'Sale', icon: 'sale', link: { url: '/sale', text: 'Shop now' } });
    expect(parsePromotion({ contentJSON }, kitLogger)).toEqual({ text: 'Sale', icon: 'sale', link: { url: '/sale', text: 'Shop now' } });
  });

  it('logs bad JSON and shows nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parsePromotion({ contentJSON: '{"text": "Sale", ' }, kitLogger)).toBeNull();
    expect(String(error.mock.calls[0][0])).toMatch(/\[storefront-elements\].*not valid JSON/);
  });

  it.each([null, 'text', { contentJSON: 42 }, { contentJSON: '[]' }, { contentJSON: '{"text": ""}' }])(
    'logs a malformed answer %j and shows nothing',
    (body) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(parsePromotion(body, kitLogger)).toBeNull();
      expect(error).toHaveBeenCalled();
    },
  );

  it('drops an unknown icon and an unsafe link but keeps the text', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const contentJSON = JSON.stringify({ text: 'Sale', icon: 'rocket', link: { url: 'javascript:alert(1)', text: 'Go' } });
    expect(parsePromotion({ contentJSON }, kitLogger)).toEqual({ text: 'Sale' });
    expect(error.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('drops an icon that is an object without a callable toString, keeping the text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const contentJSON = JSON.stringify({ text: 'Sale', icon: { toString: 'not callable' } });
    expect(parsePromotion({ contentJSON }, kitLogger)).toEqual({ text: 'Sale' });
  });

  it('treats 404 as no promotion without logging', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = respond(404, { title: 'Not Found' });
    await expect(getPromotion('', kitLogger)).resolves.toBeNull();
    expect(String(fetch.mock.calls[0][0])).toBe('/service/promotion/api/promotion/SHOP_FOOTER');
    expect(fetch.mock.calls[0][1]?.credentials).toBe('include');
    expect(error).not.toHaveBeenCalled();
  });

  it('treats 204 without a body, the quiet answer, as no promotion without logging', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServices(vi.fn(async () => new Response(null, { status: 204 })));
    await expect(getPromotion('', kitLogger)).resolves.toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a failed call and shows nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServices(vi.fn(async () => offContract(answer(500, { title: 'Internal' }))));
    await expect(getPromotion('https://api.example', kitLogger)).resolves.toBeNull();
    expect(String(error.mock.calls[0][0])).toMatch(/promotion call failed/);
  });

  it('asks once per page and shares the answer', async () => {
    const fetch = respond(200, { contentJSON: '{"text":"Sale"}' });
    const [first, second] = await Promise.all([getPromotion('', kitLogger), getPromotion('', kitLogger)]);
    expect(first).toEqual({ text: 'Sale' });
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('getassignment', () => {
  it('is requested once per page and its failure is ignored', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = stubServices(vi.fn<(url: string) => Promise<Response>>().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.useFakeTimers();
    try {
      requestAssignment('');
      requestAssignment('');
      // Runs the call's time-out timer, if one were left, and every pending handler of the rejection.
      await vi.runAllTimersAsync();
    } finally {
      vi.useRealTimers();
    }
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0][0])).toBe('/service/abtestfrontend/api/v1/getassignment');
    expect(error).not.toHaveBeenCalled();
  });
});
