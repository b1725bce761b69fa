import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { send } from './client';
import { kitLogger } from '../log/logger';
import { noteServerAnswer, resetServerClock, serverClock } from './serverClock';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  resetServerClock();
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
