import { describe, expect, it, vi } from 'vitest';
import type { LoginRenewOutcome } from './api';
import { UNKNOWN_CLOCK_TOLERANCE_MS } from './renewalMachine';
import { base64url, base64urlText, nowSeconds, unsignedToken } from '../../src/test-support/tokens';
import {
  CHECK_EVERY_MS,
  dueToken,
  expiredToken,
  keeperWith,
  notDueToken,
  settle,
  setup,
  STATUS,
  TOKEN_POLL_MS,
  fakeClockInEachTest,
} from './test-support';

fakeClockInEachTest();

describe('RenewalMachine status codes', () => {
  it('reports 0 when a due token is renewed (201) and keeps polling every 3 minutes', async () => {
    const s = setup({ cookies: { loginToken: dueToken() } });
    s.keeper.start();
    await settle();
    expect(s.statuses).toEqual([STATUS.RENEWED]);
    expect(s.renewLoginToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS - 1);
    expect(s.statuses).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.statuses).toEqual([STATUS.RENEWED, STATUS.RENEWED]);
  });

  it('reports 1 when the renewal answers 200 and stops polling', async () => {
    const s = setup({ renew: 'ok', cookies: { loginToken: dueToken() } });
    s.keeper.start();
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 5);
    expect(s.statuses).toEqual([STATUS.OK]);
    expect(s.renewLoginToken).toHaveBeenCalledTimes(1);
  });

  it('reports 2 on a server error and tries again after 3 minutes', async () => {
    const s = setup({ renew: 'error', cookies: { loginToken: dueToken() } });
    s.keeper.start();
    await settle();
    expect(s.statuses).toEqual([STATUS.SERVER_ERROR]);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(s.statuses).toEqual([STATUS.SERVER_ERROR, STATUS.SERVER_ERROR]);
  });

  it('reports 2 when the renew function itself throws, without an uncaught error', async () => {
    const s = setup({ cookies: { loginToken: dueToken() } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    s.renewLoginToken.mockRejectedValueOnce(new Error('boom'));
    s.keeper.start();
    await settle();
    expect(s.statuses).toEqual([STATUS.SERVER_ERROR]);
    expect(error).toHaveBeenCalled();
  });

  it('reports 3 without a login token and stops polling, with no renew call', async () => {
    const s = setup();
    s.keeper.start();
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 3);
    expect(s.statuses).toEqual([STATUS.NO_TOKEN]);
    expect(s.renewLoginToken).not.toHaveBeenCalled();
  });

  it.each([
    ['not a JWT', 'not-a-token'],
    ['invalid base64 payload', 'aaa.%%%%.bbb'],
    ['a payload that is not JSON', `${base64url({ alg: 'none' })}.${base64urlText('hello')}.x`],
    ['a payload that is a number', unsignedToken(42, { header: { alg: 'none' }, signature: 'x' })],
    ['a payload that is null', unsignedToken(null, { header: { alg: 'none' }, signature: 'x' })],
    ['a payload that is a text', unsignedToken('exp', { header: { alg: 'none' }, signature: 'x' })],
  ])('treats a malformed login token (%s) as no token: 3, logged, no exception', async (_label, value) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = setup({ cookies: { loginToken: value } });
    s.keeper.start();
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(s.statuses).toEqual([STATUS.NO_TOKEN]);
    expect(s.renewLoginToken).not.toHaveBeenCalled();
    expect(String(error.mock.calls[0]?.[0])).toContain('Cookie loginToken is not a valid token; treated as no token.');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('treats a token without a numeric exp as unknown: 3', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = setup({ cookies: { loginToken: unsignedToken({ exp: String(nowSeconds() + 60), ren: nowSeconds() - 5, lid: true }) } });
    s.keeper.start();
    await settle();
    expect(s.statuses).toEqual([STATUS.NO_TOKEN]);
    expect(error.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('The login token has no numeric exp claim; treated as an unknown token.'),
    ]);
  });

  it('reports 4 before the renew time without calling the server, then renews once it is due', async () => {
    const s = setup({ cookies: { loginToken: unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds() + 200, lid: true }) } });
    s.keeper.start();
    await settle();
    expect(s.statuses).toEqual([STATUS.NOT_DUE]);
    expect(s.renewLoginToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(s.statuses).toEqual([STATUS.NOT_DUE, STATUS.NOT_DUE]);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(s.statuses).toEqual([STATUS.NOT_DUE, STATUS.NOT_DUE, STATUS.RENEWED]);
    expect(s.renewLoginToken).toHaveBeenCalledTimes(1);
  });

  it('reports 5 for an expired token (now >= exp) and stops polling, with no renew call', async () => {
    const s = setup({ cookies: { loginToken: expiredToken() } });
    s.keeper.start();
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 3);
    expect(s.statuses).toEqual([STATUS.EXPIRED]);
    expect(s.renewLoginToken).not.toHaveBeenCalled();
  });

  it('reports 5 exactly at exp', async () => {
    const s = setup({ cookies: { loginToken: unsignedToken({ exp: Date.now() / 1000, ren: 0, lid: true }) } });
    s.keeper.start();
    await settle();
    expect(s.statuses).toEqual([STATUS.EXPIRED]);
  });

  it('a login token exactly at its renew time is due: renewed', async () => {
    const s = keeperWith({ cookies: { loginToken: unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds(), lid: true }) } });
    s.keeper.start();
    await settle();
    expect(s.reports).toEqual([{ status: 0, source: 'this-tab' }]);
  });
});

describe('RenewalMachine page visibility', () => {
  it('does not check while the page is hidden at start, and checks at once when it becomes visible', async () => {
    const s = setup({ hidden: true, cookies: { loginToken: dueToken() } });
    s.keeper.start();
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 2);
    expect(s.statuses).toEqual([]);
    s.visibility.set(false);
    await settle();
    expect(s.statuses).toEqual([STATUS.RENEWED]);
  });

  it('stops polling while hidden and resumes with an immediate check when visible again', async () => {
    const s = setup({ cookies: { loginToken: notDueToken() } });
    s.keeper.start();
    await settle();
    s.visibility.set(true);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 4);
    expect(s.statuses).toEqual([STATUS.NOT_DUE]);
    s.visibility.set(false);
    await settle();
    expect(s.statuses).toEqual([STATUS.NOT_DUE, STATUS.NOT_DUE]);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(s.statuses).toHaveLength(3);
  });

  it('resumes after a stopping status when the page becomes visible again with a token', async () => {
    const s = setup({ renew: 'ok', cookies: { loginToken: dueToken() } });
    s.keeper.start();
    await settle();
    s.visibility.set(true);
    s.visibility.set(false);
    await settle();
    expect(s.statuses).toEqual([STATUS.OK, STATUS.OK]);
    expect(s.renewLoginToken).toHaveBeenCalledTimes(2);
  });

  it('shown again in the cycle of its own renewal (201), reports it again without a second call; in the next cycle it renews', async () => {
    const s = setup({ renew: 'renewed', cookies: { loginToken: dueToken() } });
    s.keeper.start();
    await settle();
    s.visibility.set(true);
    s.visibility.set(false);
    await settle();
    expect(s.statuses).toEqual([STATUS.RENEWED, STATUS.RENEWED]);
    expect(s.renewLoginToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(s.renewLoginToken).toHaveBeenCalledTimes(2);
  });

  it('without a token looks for one every 10 s, then checks at once and polls every 3 minutes', async () => {
    const s = setup();
    s.keeper.start();
    await settle();
    expect(s.statuses).toEqual([STATUS.NO_TOKEN]);
    s.visibility.set(true);
    s.visibility.set(false);
    await vi.advanceTimersByTimeAsync(TOKEN_POLL_MS * 3);
    expect(s.statuses).toEqual([STATUS.NO_TOKEN]);
    s.jar.set('loginToken', notDueToken());
    await vi.advanceTimersByTimeAsync(TOKEN_POLL_MS - 1);
    expect(s.statuses).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.statuses).toEqual([STATUS.NO_TOKEN, STATUS.NOT_DUE]);
    await vi.advanceTimersByTimeAsync(TOKEN_POLL_MS);
    expect(s.statuses).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS - TOKEN_POLL_MS);
    expect(s.statuses).toEqual([STATUS.NO_TOKEN, STATUS.NOT_DUE, STATUS.NOT_DUE]);
  });

  it('stops the 10 s token poll while the page is hidden', async () => {
    const s = setup({ hidden: true });
    s.keeper.start();
    s.visibility.set(false);
    s.visibility.set(true);
    s.jar.set('loginToken', dueToken());
    await vi.advanceTimersByTimeAsync(TOKEN_POLL_MS * 5);
    expect(s.statuses).toEqual([]);
  });

  it('stop() ends every timer and listener: no more checks, no status', async () => {
    const s = setup({ cookies: { loginToken: notDueToken() } });
    s.keeper.start();
    await settle();
    s.keeper.stop();
    expect(s.visibility.listenerCount).toBe(0);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 3);
    expect(s.statuses).toEqual([STATUS.NOT_DUE]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports nothing for a check that finishes after stop()', async () => {
    const s = setup({ cookies: { loginToken: dueToken() } });
    let answer: (outcome: LoginRenewOutcome) => void = () => {};
    s.renewLoginToken.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    s.keeper.start();
    await settle();
    s.keeper.stop();
    answer('renewed');
    await settle();
    expect(s.statuses).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('RenewalMachine renew calls', () => {
  it('never has two renew calls in flight', async () => {
    const s = setup({ cookies: { loginToken: dueToken() } });
    let answer: (outcome: LoginRenewOutcome) => void = () => {};
    s.renewLoginToken.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    s.keeper.start();
    await settle();
    s.visibility.set(true);
    s.visibility.set(false);
    void s.keeper.check();
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 2);
    expect(s.renewLoginToken).toHaveBeenCalledTimes(1);
    answer('renewed');
    await settle();
    expect(s.statuses).toEqual([STATUS.RENEWED]);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(s.renewLoginToken).toHaveBeenCalledTimes(2);
  });
});

describe('RenewalMachine and the device clock', () => {
  const TWO_HOURS_MS = 2 * 3_600_000;
  /** A token in the server's seconds, for a device clock `deviceAheadMs` ahead of the server. */
  const serverToken = (deviceAheadMs: number, exp: number, ren: number) => {
    const server = (Date.now() - deviceAheadMs) / 1000;
    return unsignedToken({ exp: server + exp, ren: server + ren, lid: true });
  };

  it.each([
    ['2 h ahead, a valid token not yet due', TWO_HOURS_MS, 3600, 1800, [STATUS.NOT_DUE], 0],
    ['2 h ahead, a valid token due', TWO_HOURS_MS, 3600, -60, [STATUS.RENEWED], 1],
    ['2 h behind, a valid token due', -TWO_HOURS_MS, 3600, -60, [STATUS.RENEWED], 1],
    ['2 h behind, an expired token', -TWO_HOURS_MS, -60, -3 * 3600, [STATUS.EXPIRED], 0],
  ])('judges exp and ren by the server time it learned: device %s', async (_label, aheadMs, exp, ren, statuses, calls) => {
    const s = setup({ serverOffsetMs: -aheadMs, cookies: { loginToken: serverToken(aheadMs, exp, ren) } });
    s.keeper.start();
    await settle();
    expect(s.statuses).toEqual(statuses);
    expect(s.renewLoginToken).toHaveBeenCalledTimes(calls);
  });

  it('without the server time, a token that looks expired by less than the tolerance is sent for renewal', async () => {
    const s = setup({ serverOffsetMs: null, cookies: { loginToken: serverToken(TWO_HOURS_MS, 3600, -60) } });
    s.keeper.start();
    await settle();
    expect(s.statuses).toEqual([STATUS.RENEWED]);
    expect(UNKNOWN_CLOCK_TOLERANCE_MS).toBe(12 * 3_600_000);
  });

  it('without the server time, a token expired longer ago than the tolerance is 5 without a call', async () => {
    const s = setup({ serverOffsetMs: null, cookies: { loginToken: unsignedToken({ exp: nowSeconds() - 12 * 3600, ren: 0, lid: true }) } });
    s.keeper.start();
    await settle();
    expect(s.statuses).toEqual([STATUS.EXPIRED]);
    expect(s.renewLoginToken).not.toHaveBeenCalled();
  });

  it('a refused renewal (401) is 5 and stops polling: an expired session is not renewed again', async () => {
    const s = setup({ renew: 'refused', serverOffsetMs: null, cookies: { loginToken: dueToken() } });
    s.keeper.start();
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS * 3);
    expect(s.statuses).toEqual([STATUS.EXPIRED]);
    expect(s.renewLoginToken).toHaveBeenCalledTimes(1);
  });
});
