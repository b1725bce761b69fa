/** The login session's renewal calls. */
import { ApiError, logFailedCall, postJson, sendJson } from '../../src/api/client';
import type { Logger } from '../../src/log/logger';

export const LOGIN_TOKEN_RENEW_PATH = 'service/login/api/v1/logintoken/renew';
export const LONG_TERM_TOKEN_RENEW_PATH = 'service/login/api/v1/longtermtoken/renew';

/** 201 renewed, 200 still valid (nothing to do), 401 refused (the login is over), anything else an error. */
export type LoginRenewOutcome = 'renewed' | 'ok' | 'refused' | 'error';

/**
 * POST logintoken/renew with the body `{}`: 201 renewed, 200 ok, 401 refused (the service no
 * longer accepts the token), every other answer or failure an error (logged).
 */
export async function renewLoginToken(apiOrigin: string, log: Logger): Promise<LoginRenewOutcome> {
  try {
    const { status } = await sendJson(LOGIN_TOKEN_RENEW_PATH, {}, { apiOrigin, log });
    if (status === 201) return 'renewed';
    if (status === 200) return 'ok';
    log.error(`Login token renewal answered ${status}; treated as a server error.`);
    return 'error';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'refused';
    logFailedCall(log, 'Login token renewal failed.', error);
    return 'error';
  }
}

/** POST longtermtoken/renew without a body. Errors are ignored (only logged). */
export async function renewLongTermToken(apiOrigin: string, log: Logger): Promise<void> {
  try {
    await postJson(LONG_TERM_TOKEN_RENEW_PATH, undefined, { apiOrigin, log });
  } catch (error) {
    logFailedCall(log, 'Long-term token renewal failed (ignored).', error);
  }
}
