import { describe, expect, it, vi } from 'vitest';
import { nowSeconds, unsignedToken } from '../../src/test-support/tokens';
import { dueToken, keeperWith, notDueToken, settle, setup, STATUS, fakeClockInEachTest } from './test-support';

fakeClockInEachTest();

describe('RenewalMachine long-term token', () => {
  it('renews the long-term token when it is past its renew time', async () => {
    const s = setup({
      cookies: { loginToken: notDueToken(), longTermToken: unsignedToken({ exp: nowSeconds() + 9999, ren: nowSeconds() - 1 }) },
    });
    s.keeper.start();
    await settle();
    expect(s.renewLongTermToken).toHaveBeenCalledTimes(1);
  });

  it('renews the long-term token when the login token has no lid flag', async () => {
    const s = setup({ cookies: { loginToken: unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds() + 600 }) } });
    s.keeper.start();
    await settle();
    expect(s.renewLongTermToken).toHaveBeenCalledTimes(1);
  });

  it('also renews a due long-term token when there is no login token', async () => {
    const s = setup({ cookies: { longTermToken: unsignedToken({ ren: nowSeconds() - 1 }) } });
    s.keeper.start();
    await settle();
    expect(s.renewLongTermToken).toHaveBeenCalledTimes(1);
    expect(s.statuses).toEqual([STATUS.NO_TOKEN]);
  });

  it('leaves it alone when the login token has lid and the long-term token is not due', async () => {
    const s = setup({ cookies: { loginToken: dueToken(), longTermToken: unsignedToken({ ren: nowSeconds() + 100 }) } });
    s.keeper.start();
    await settle();
    expect(s.renewLongTermToken).not.toHaveBeenCalled();
    expect(s.renewLoginToken).toHaveBeenCalledTimes(1);
  });

  it.each(['phone', 'PHONE', 'smartphone', 'tablet', 'Tablet'])('skips it on platform %s', async (platform) => {
    const s = setup({
      cookies: {
        platform,
        loginToken: unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds() - 1 }),
        longTermToken: unsignedToken({ ren: nowSeconds() - 1 }),
      },
    });
    s.keeper.start();
    await settle();
    expect(s.renewLongTermToken).not.toHaveBeenCalled();
    expect(s.statuses).toEqual([STATUS.RENEWED]);
  });

  it('still renews on other platforms (CLASSIC)', async () => {
    const s = setup({ cookies: { platform: 'CLASSIC', longTermToken: unsignedToken({ ren: nowSeconds() - 1 }) } });
    s.keeper.start();
    await settle();
    expect(s.renewLongTermToken).toHaveBeenCalledTimes(1);
  });

  it('ignores a failing long-term renewal: the login check still reports', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = setup({ cookies: { loginToken: unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds() - 1 }) } });
    s.renewLongTermToken.mockRejectedValue(new Error('down'));
    s.keeper.start();
    await settle();
    expect(s.statuses).toEqual([STATUS.RENEWED]);
  });

  it('treats a malformed long-term token as absent (logged)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = setup({ cookies: { loginToken: notDueToken(), longTermToken: 'garbage' } });
    s.keeper.start();
    await settle();
    expect(s.renewLongTermToken).not.toHaveBeenCalled();
    expect(s.statuses).toEqual([STATUS.NOT_DUE]);
    expect(String(error.mock.calls[0]?.[0])).toContain('longTermToken');
  });

  it('a long-term token exactly at its renew time is renewed', async () => {
    const s = keeperWith({ cookies: { loginToken: notDueToken(), longTermToken: unsignedToken({ ren: nowSeconds() }) } });
    s.keeper.start();
    await settle();
    expect(s.renewLongTermToken).toHaveBeenCalledTimes(1);
  });
});
