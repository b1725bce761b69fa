// The renewal machine when a call or a token fails: what it reports, and the cause it logs.
import { describe, expect, it } from 'vitest';
import { nowSeconds, unsignedToken } from '../../src/test-support/tokens';
import { keeperWith, settle, fakeClockInEachTest } from './test-support';

fakeClockInEachTest();

describe('what it reports and logs when something fails', () => {
  it('a renew call that throws: 2 from this tab, and the cause logged', async () => {
    const s = keeperWith();
    const cause = new Error('boom');
    s.renewLoginToken.mockRejectedValueOnce(cause);
    s.keeper.start();
    await settle();
    expect(s.reports).toEqual([{ status: 2, source: 'this-tab' }]);
    expect(s.log.error.mock.calls).toEqual([['The session check failed; treated as a server error.', cause]]);
  });

  it('a login token whose payload is no object: 3, and the cause says why', async () => {
    const s = keeperWith({ cookies: { loginToken: unsignedToken(42, { header: { alg: 'none' } }) } });
    s.keeper.start();
    await settle();
    expect(s.reports).toEqual([{ status: 3, source: 'this-tab' }]);
    const [[message, cause]] = s.log.error.mock.calls;
    expect(message).toBe('Cookie loginToken is not a valid token; treated as no token.');
    expect(cause).toBeInstanceOf(TypeError);
    expect((cause as TypeError).message).toBe('the payload is not an object');
  });

  it('a failing long-term renewal is logged and ignored', async () => {
    const s = keeperWith({ cookies: { loginToken: unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds() + 600 }) } });
    const cause = new Error('offline');
    s.renewLongTermToken.mockRejectedValueOnce(cause);
    s.keeper.start();
    await settle();
    expect(s.log.error.mock.calls).toEqual([['Long-term token renewal failed (ignored).', cause]]);
    expect(s.reports).toEqual([{ status: 4, source: 'this-tab' }]);
  });
});
