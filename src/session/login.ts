/** The shop's login call, for the shop's own login page (the elements do not render a login form). */
import { ApiError, describeError, postJson } from '../api/client';
import type { LoginResult } from '../constants';

export const LOGIN_PATH = 'service/login/api/v1/login';

/** The credentials' fields are the login service's business; they are sent as given, as JSON. */
export type LoginCredentials = Readonly<Record<string, string>>;

/**
 * POST the credentials as JSON (cookies, X-XSRF-TOKEN): 2xx SUCCESS, 401 UNAUTHORIZED, any
 * other status, a network failure or the time-out SERVICE_UNAVAILABLE. Never throws.
 */
export async function login(credentials: LoginCredentials, apiOrigin = ''): Promise<LoginResult> {
  try {
    await postJson(LOGIN_PATH, credentials, { apiOrigin });
    return 'SUCCESS';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'UNAUTHORIZED';
    console.error(`[storefront-elements] Login failed. ${describeError(error)}`);
    return 'SERVICE_UNAVAILABLE';
  }
}
