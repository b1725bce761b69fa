import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { send } from './client';
import { noteServerDate, resetServerClock, serverClock } from './serverClock';

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
      vi.fn(async () => new Response('{}', { status: 500, headers: { Date: 'Sun, 22 Nov 2026 08:00:00 GMT' } })),
    );
    await expect(send('service/anything')).rejects.toThrow();
    // Two hours behind the device, plus half a second: the header has whole seconds.
    expect(serverClock.serverNow()).toBe(Date.parse('2026-11-22T08:00:00.500Z'));
    vi.setSystemTime(new Date('2026-11-22T10:03:00Z'));
    expect(serverClock.serverNow()).toBe(Date.parse('2026-11-22T08:03:00.500Z'));
  });

  it.each([null, '', 'yesterday'])('ignores a missing or unreadable header (%s)', (header) => {
    noteServerDate(header);
    expect(serverClock.serverNow()).toBeUndefined();
  });
});
