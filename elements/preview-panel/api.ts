/** The preview tool's calls. None of them throws: failures are logged and reported as values. */
import { ApiError, logFailedCall, request } from '../../src/api/client';
import type { ServiceSchemas } from '../../src/api/services';
import type { Logger } from '../../src/log/logger';
import { isRecord } from '../../src/util/guards';
import { parseTestList, type AbSelection, type AbTest } from './abSelection';

export const CHECKAUTH_PATH = 'service/preview/api/auth/checkauth';
export const LOGOUT_PATH = 'service/preview/api/auth/logout';
export const RENEW_PATH = 'service/preview/api/auth/login/renew';
export const TOKEN_PATH = 'service/preview/api/token';
export const TESTS_AT_PATH = 'service/abtestfrontend/api/v1/gettestsat';

/** Renewal interval of the preview login while staff mode lasts (docs/specification.md, section 9). */
export const PREVIEW_RENEW_INTERVAL_MS = 300_000;

/** The settings the preview currently runs with, from the check's answer. */
export type PreviewInit = Partial<Pick<ServiceSchemas['PreviewCheck'], 'dateTime' | 'abTestName' | 'abTestGroup'>>;

const optionalString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

const NOT_STAFF_STATUSES: readonly number[] = [401, 403];

/** What the staff check found: staff (with the current settings), not staff, or no answer to go by. */
export type StaffCheck = { outcome: 'staff'; current: PreviewInit } | { outcome: 'not-staff' } | { outcome: 'failed' };

/**
 * The staff check. Staff: a 2xx JSON object with status SUCCESS. Not staff: a 401 or 403, or a JSON object
 * with another status (the panel stays hidden). Failed, the check could not be made (a 5xx or any
 * other status, no answer, the time-out, an answer that is not a JSON object): the panel says so and
 * offers to check again. Each but staff is logged.
 */
export async function checkAuth(apiOrigin: string, log: Logger): Promise<StaffCheck> {
  try {
    const body = await request<unknown>(CHECKAUTH_PATH, { apiOrigin, credentials: 'include' });
    if (!isRecord(body)) {
      log.error('Preview check answered no JSON object; the panel offers to check again. Answer:', body);
      return { outcome: 'failed' };
    }
    if (body.status !== 'SUCCESS') {
      log.error('Preview check did not succeed; the panel stays hidden. Answer:', body);
      return { outcome: 'not-staff' };
    }
    const current = {
      dateTime: optionalString(body.dateTime),
      abTestName: optionalString(body.abTestName),
      abTestGroup: optionalString(body.abTestGroup),
    };
    return { outcome: 'staff', current };
  } catch (error) {
    // A gateway's 403 is an answer too: it refuses the login, as the service's 401 does.
    if (error instanceof ApiError && NOT_STAFF_STATUSES.includes(error.status)) {
      log.error(`Preview check: not staff (${error.status}); the panel stays hidden.`);
      return { outcome: 'not-staff' };
    }
    logFailedCall(log, 'Preview check failed; the panel offers to check again.', error);
    return { outcome: 'failed' };
  }
}

/** The A/B tests active at a date-time; null when the call or its answer failed (logged). */
export async function fetchTestsAt(apiOrigin: string, dateTime: string, log: Logger, signal?: AbortSignal): Promise<AbTest[] | null> {
  try {
    const body = await request<unknown>(TESTS_AT_PATH, { apiOrigin, credentials: 'include', query: { time: dateTime }, signal });
    return parseTestList(body, log);
  } catch (error) {
    if (!signal?.aborted) logFailedCall(log, 'Fetching the A/B tests failed.', error);
    return null;
  }
}

/** Applies the preview settings; true only when the answer's status is SUCCESS. */
export async function applyPreviewSettings(apiOrigin: string, settings: AbSelection & { dateTime: string }, log: Logger): Promise<boolean> {
  try {
    const body = await request<unknown>(TOKEN_PATH, {
      apiOrigin,
      credentials: 'include',
      query: { test: settings.test, group: settings.group, dateTime: settings.dateTime },
    });
    if (isRecord(body) && body.status === 'SUCCESS') return true;
    log.error('Applying the preview settings did not succeed. Answer:', body);
    return false;
  } catch (error) {
    logFailedCall(log, 'Applying the preview settings failed.', error);
    return false;
  }
}

/** Ends the staff session; a failure is only logged. */
export async function logout(apiOrigin: string, log: Logger): Promise<void> {
  try {
    await request(LOGOUT_PATH, { apiOrigin, credentials: 'include' });
  } catch (error) {
    logFailedCall(log, 'Preview logout failed.', error);
  }
}

/** Keeps the staff login alive; a failure is only logged. */
export async function renewPreviewLogin(apiOrigin: string, log: Logger): Promise<void> {
  try {
    await request(RENEW_PATH, { apiOrigin, credentials: 'include' });
  } catch (error) {
    logFailedCall(log, 'Renewing the preview login failed.', error);
  }
}
