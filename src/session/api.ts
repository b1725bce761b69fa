/** The login session's renewal calls. */
import { ApiError, describeError, postJson, sendJson } from '../api/client';

export const LOGIN_TOKEN_RENEW_PATH = 'service/login/api/v1/logintoken/renew';
export const LONG_TERM_TOKEN_RENEW_PATH = 'service/login/api/v1/longtermtoken/renew';

/** 201 renewed, 200 still valid (nothing to do), 401 refused (the login is over), anything else an error. */
export type LoginRenewOutcome = 'renewed' | 'ok' | 'refused' | 'error';

/**
 * POST logintoken/renew with the body `{}`: 201 renewed, 200 ok, 401 refused (the service no
 * longer accepts the token), every other answer or failure an error (logged).
 */
export async function renewLoginToken(apiOrigin: string): Promise<LoginRenewOutcome> {
  try {
    const { status } = await sendJson(LOGIN_TOKEN_RENEW_PATH, {}, { apiOrigin });
    if (status === 201) return 'renewed';
    if (status === 200) return 'ok';
    console.error(`[storefront-elements] <session-keeper> Login token renewal answered ${status}; treated as a server error.`);
    return 'error';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'refused';
    console.error(`[storefront-elements] <session-keeper> Login token renewal failed. ${describeError(error)}`);
    return 'error';
  }
}

/** POST longtermtoken/renew without a body. Errors are ignored (only logged). */
export async function renewLongTermToken(apiOrigin: string): Promise<void> {
  try {
    await postJson(LONG_TERM_TOKEN_RENEW_PATH, undefined, { apiOrigin });
  } catch (error) {
    console.error(`[storefront-elements] <session-keeper> Long-term token renewal failed (ignored). ${describeError(error)}`);
  }
}
