/** The shop's login call, for the shop's own login page (the elements do not render a login form). */
import { ApiError, sendJson } from '../../src/api/client';
import type { ServiceSchemas } from '../../src/api/services';
import { kitLogger } from '../../src/log/logger';
import { describeSafely } from '../../src/log/safeText';
import { isRecord } from '../../src/util/guards';

export const LOGIN_PATH = 'service/login/api/v1/login';

export type LoginResult = 'SUCCESS' | 'UNAUTHORIZED' | 'SERVICE_UNAVAILABLE';

/** The credentials' fields are the login service's business; they are sent as given, as JSON. */
export type LoginCredentials = Readonly<ServiceSchemas['LoginCredentials']>;

/**
 * POST the credentials as JSON (cookies, X-XSRF-TOKEN): 200 SUCCESS, 401 UNAUTHORIZED, any other
 * status (another 2xx too: 201, 204), a network failure or the time-out SERVICE_UNAVAILABLE, as the
 * specification's table says; credentials that are not an object UNAUTHORIZED without a call
 * (logged). Never throws. No element calls it, so a failure is logged without a `storefront-error`
 * event: the page has the result.
 */
export async function login(credentials: LoginCredentials, apiOrigin = ''): Promise<LoginResult> {
  if (!isRecord(credentials)) {
    kitLogger.error('Login failed: credentials must be an object.');
    return 'UNAUTHORIZED';
  }
  try {
    const { status } = await sendJson(LOGIN_PATH, credentials, { apiOrigin, log: kitLogger });
    if (status === 200) return 'SUCCESS';
    kitLogger.error(`Login failed: the service answered ${status}, where only 200 means logged in.`);
    return 'SERVICE_UNAVAILABLE';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'UNAUTHORIZED';
    kitLogger.error(`Login failed. ${describeSafely(error)}`);
    return 'SERVICE_UNAVAILABLE';
  }
}
