import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { send } from './client';
import { kitLogger } from '../log/logger';
import { noteServerAnswer, serverClock } from './serverClock';
import { newPage } from '../test-support/newPage';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  newPage();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the server clock', () => {
  it('is unknown until an answer tells it', () => {
    expect(serverClock.serverNow()).toBeUndefined();
    expect(serverClock.now()).toBe(Date.parse('2026-11-22T10:00:00Z'));
  });

  it('learns the offset from the Date header of a service answer, also of a failed one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('{}', { status: 500, headers: { Date: 'Sun, 22 Nov 2026 08:00:00 GMT', 'Cache-Control': 'no-store' } }),
      ),
    );
    await expect(send('service/anything')).rejects.toThrow();
    // Two hours behind the device, plus half a second: the header has whole seconds.
    expect(serverClock.serverNow()).toBe(Date.parse('2026-11-22T08:00:00.500Z'));
    vi.setSystemTime(new Date('2026-11-22T10:03:00Z'));
    expect(serverClock.serverNow()).toBe(Date.parse('2026-11-22T08:03:00.500Z'));
  });

  it.each([null, '', 'yesterday'])('ignores a missing or unreadable header (%s)', (header) => {
    noteServerAnswer('POST', new Headers(header === null ? {} : { Date: header }));
    expect(serverClock.serverNow()).toBeUndefined();
  });

  const AN_HOUR_LATE = 'Sun, 22 Nov 2026 09:00:00 GMT';
  const NOW = Date.parse('2026-11-22T10:00:00Z');

  it.each([
    ['a GET answer a cache may have kept', 'GET', {}],
    ['a GET answer marked cacheable', 'GET', { 'Cache-Control': 'max-age=3600' }],
    ['a GET answer marked no-cache (a copy, revalidated)', 'GET', { 'Cache-Control': 'no-cache' }],
    ['a GET answer marked no-store that a cache held anyway (Age)', 'GET', { 'Cache-Control': 'no-store', Age: '30' }],
  ])('takes no time from %s', (_what, method, headers) => {
    noteServerAnswer(method, new Headers({ Date: AN_HOUR_LATE, ...headers }), NOW);
    expect(serverClock.serverNow()).toBeUndefined();
  });

  it.each([
    ['a renewal POST', 'POST', {}, '2026-11-22T09:00:00.500Z'],
    ['a PUT', 'put', {}, '2026-11-22T09:00:00.500Z'],
    ['a GET marked no-store', 'GET', { 'Cache-Control': 'private, no-store' }, '2026-11-22T09:00:00.500Z'],
    ['a POST answer a proxy held 30 s (Age added)', 'POST', { Age: '30' }, '2026-11-22T09:00:30.500Z'],
  ])('takes the time from %s', (_what, method, headers, serverNow) => {
    noteServerAnswer(method, new Headers({ Date: AN_HOUR_LATE, ...headers }), NOW);
    expect(serverClock.serverNow()).toBe(Date.parse(serverNow));
  });

  it.each([
    ['a HEAD answer a cache may have kept', 'HEAD', {}],
    ['a GET in lower case that a cache may have kept', 'get', {}],
    ['a GET whose directive only contains no-store', 'GET', { 'Cache-Control': 'x-no-store' }],
    ['a GET whose directive only begins with no-store', 'GET', { 'Cache-Control': 'no-stored' }],
    ['a GET whose directive no-store-x only begins like it', 'GET', { 'Cache-Control': 'no-store-x' }],
  ])('takes no time from %s either', (_what, method, headers) => {
    noteServerAnswer(method, new Headers({ Date: AN_HOUR_LATE, ...headers }), NOW);
    expect(serverClock.serverNow()).toBeUndefined();
  });

  it.each([
    ['HEAD', 'no-store'],
    ['head', 'no-store'],
    ['GET', 'NO-STORE'],
    ['GET', 'private,no-store'],
    ['GET', 'no-store, max-age=0'],
    ['GET', 'no-store,private'],
    ['GET', 'no-store;x'],
    ['GET', 'private no-store'],
  ])('takes the time from a %s answer marked %s', (method, cacheControl) => {
    noteServerAnswer(method, new Headers({ Date: AN_HOUR_LATE, 'Cache-Control': cacheControl }), NOW);
    expect(serverClock.serverNow()).toBe(Date.parse('2026-11-22T09:00:00.500Z'));
  });

  it.each(['abc', '-30', '0'])('adds no age for an Age of %s', (age) => {
    noteServerAnswer('POST', new Headers({ Date: AN_HOUR_LATE, Age: age }), NOW);
    expect(serverClock.serverNow()).toBe(Date.parse('2026-11-22T09:00:00.500Z'));
  });

  it('counts the time since the answer arrived', () => {
    noteServerAnswer('POST', new Headers({ Date: AN_HOUR_LATE }), NOW - 2000);
    expect(serverClock.serverNow()).toBe(Date.parse('2026-11-22T09:00:02.500Z'));
  });

  it('takes a jump of exactly 5 minutes; one of a millisecond more is ignored and logged', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    noteServerAnswer('POST', new Headers({ Date: 'Sun, 22 Nov 2026 10:00:00 GMT' }), NOW, kitLogger);
    noteServerAnswer('POST', new Headers({ Date: 'Sun, 22 Nov 2026 10:05:00 GMT' }), NOW - 1, kitLogger);
    expect(serverClock.serverNow()).toBe(Date.parse('2026-11-22T10:00:00.500Z'));
    expect(error.mock.calls).toEqual([
      [
        "[storefront-elements] A service answer's Date (Sun, 22 Nov 2026 10:05:00 GMT) puts the server clock 300 s from what earlier answers said; ignored.",
      ],
    ]);
    noteServerAnswer('POST', new Headers({ Date: 'Sun, 22 Nov 2026 10:05:00 GMT' }), NOW, kitLogger);
    expect(serverClock.serverNow()).toBe(Date.parse('2026-11-22T10:05:00.500Z'));
    noteServerAnswer('POST', new Headers({ Date: 'Sun, 22 Nov 2026 10:00:00 GMT' }), NOW, kitLogger);
    expect(serverClock.serverNow()).toBe(Date.parse('2026-11-22T10:00:00.500Z'));
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('forgets the offset on reset', () => {
    noteServerAnswer('POST', new Headers({ Date: AN_HOUR_LATE }), NOW);
    newPage();
    expect(serverClock.serverNow()).toBeUndefined();
    noteServerAnswer('POST', new Headers({ Date: 'Sun, 22 Nov 2026 11:00:00 GMT' }), NOW);
    expect(serverClock.serverNow()).toBe(Date.parse('2026-11-22T11:00:00.500Z'));
  });

  it('ignores and logs an offset that jumps by more than 5 minutes from the known one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    noteServerAnswer('POST', new Headers({ Date: 'Sun, 22 Nov 2026 10:00:00 GMT' }), NOW, kitLogger);
    noteServerAnswer('POST', new Headers({ Date: AN_HOUR_LATE }), NOW, kitLogger);
    expect(serverClock.serverNow()).toBe(Date.parse('2026-11-22T10:00:00.500Z'));
    expect(error.mock.calls).toEqual([
      [
        "[storefront-elements] A service answer's Date (Sun, 22 Nov 2026 09:00:00 GMT) puts the server clock -3600 s from what earlier answers said; ignored.",
      ],
    ]);
    noteServerAnswer('POST', new Headers({ Date: 'Sun, 22 Nov 2026 10:04:00 GMT' }), NOW, kitLogger);
    expect(serverClock.serverNow()).toBe(Date.parse('2026-11-22T10:04:00.500Z'));
  });
});
