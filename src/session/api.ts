/** The login session's renewal calls. */
import { API_KEY, ApiError, buildUrl, describeError, postJson, REQUEST_TIMEOUT_MS, TimeoutError, xsrfHeaders } from '../api/client';

export const LOGIN_TOKEN_RENEW_PATH = 'service/login/api/v1/logintoken/renew';
export const LONG_TERM_TOKEN_RENEW_PATH = 'service/login/api/v1/longtermtoken/renew';

/** 201 renewed, 200 still valid (nothing to do), anything else an error. */
export type LoginRenewOutcome = 'renewed' | 'ok' | 'error';

/**
 * A JSON POST like the client's postJson (cookies, X-XSRF-TOKEN, X-Api-Key, 15 s abort) that
 * resolves to the HTTP status: the login-token renewal tells 201 from 200, which the client's
 * helpers (they resolve to the body) cannot report.
 */
async function postForStatus(path: string, json: unknown, apiOrigin: string): Promise<number> {
  const url = buildUrl(path, apiOrigin);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'X-Api-Key': API_KEY, Accept: 'application/json', 'Content-Type': 'application/json', ...xsrfHeaders() },
      body: JSON.stringify(json),
      credentials: 'include',
      signal: controller.signal,
    });
    await response.text().catch(() => '');
    if (!response.ok) throw new ApiError(response.status, null, url);
    return response.status;
  } catch (error) {
    if (controller.signal.aborted) throw new TimeoutError(url);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** POST logintoken/renew with the body `{}`: 201 renewed, 200 ok, every other answer or failure an error (logged). */
export async function renewLoginToken(apiOrigin: string): Promise<LoginRenewOutcome> {
  try {
    const status = await postForStatus(LOGIN_TOKEN_RENEW_PATH, {}, apiOrigin);
    if (status === 201) return 'renewed';
    if (status === 200) return 'ok';
    console.error(`[storefront-elements] <session-keeper> Login token renewal answered ${status}; treated as a server error.`);
    return 'error';
  } catch (error) {
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
