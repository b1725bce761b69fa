import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dueToken, notDueToken, nowSeconds, STATUS, settle, setup, token } from './renewalMachine.fakes';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RenewalMachine long-term token', () => {
  it('renews the long-term token when it is past its renew time', async () => {
    const s = setup({ cookies: { loginToken: notDueToken(), longTermToken: token({ exp: nowSeconds() + 9999, ren: nowSeconds() - 1 }) } });
    s.keeper.start();
    await settle();
    expect(s.renewLongTermToken).toHaveBeenCalledTimes(1);
  });

  it('renews the long-term token when the login token has no lid flag', async () => {
    const s = setup({ cookies: { loginToken: token({ exp: nowSeconds() + 3600, ren: nowSeconds() + 600 }) } });
    s.keeper.start();
    await settle();
    expect(s.renewLongTermToken).toHaveBeenCalledTimes(1);
  });

  it('also renews a due long-term token when there is no login token', async () => {
    const s = setup({ cookies: { longTermToken: token({ ren: nowSeconds() - 1 }) } });
    s.keeper.start();
    await settle();
    expect(s.renewLongTermToken).toHaveBeenCalledTimes(1);
    expect(s.statuses).toEqual([STATUS.NO_TOKEN]);
  });

  it('leaves it alone when the login token has lid and the long-term token is not due', async () => {
    const s = setup({ cookies: { loginToken: dueToken(), longTermToken: token({ ren: nowSeconds() + 100 }) } });
    s.keeper.start();
    await settle();
    expect(s.renewLongTermToken).not.toHaveBeenCalled();
    expect(s.renewLoginToken).toHaveBeenCalledTimes(1);
  });

  it.each(['phone', 'PHONE', 'smartphone', 'tablet', 'Tablet'])('skips it on platform %s', async (platform) => {
    const s = setup({
      cookies: {
        platform,
        loginToken: token({ exp: nowSeconds() + 3600, ren: nowSeconds() - 1 }),
        longTermToken: token({ ren: nowSeconds() - 1 }),
      },
    });
    s.keeper.start();
    await settle();
    expect(s.renewLongTermToken).not.toHaveBeenCalled();
    expect(s.statuses).toEqual([STATUS.RENEWED]);
  });

  it('still renews on other platforms (CLASSIC)', async () => {
    const s = setup({ cookies: { platform: 'CLASSIC', longTermToken: token({ ren: nowSeconds() - 1 }) } });
    s.keeper.start();
    await settle();
    expect(s.renewLongTermToken).toHaveBeenCalledTimes(1);
  });

  it('ignores a failing long-term renewal: the login check still reports', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = setup({ cookies: { loginToken: token({ exp: nowSeconds() + 3600, ren: nowSeconds() - 1 }) } });
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
});
