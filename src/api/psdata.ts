import type { Logger } from '../log/logger';
import { isOneOf, isRecord } from '../util/guards';
import { pageState } from '../util/pageState';
import { logFailedCall, request, xsrfHeaders } from './client';
import type { AllValuesOf, ServiceSchemas } from './services';

export const PSDATA_PATH = 'service/customerfrontenddata/api/v1/psdata';

/** The newsletter status values seen in psdata and subscriber answers (docs/specification.md, section 3). */
export type NewsletterStatus = ServiceSchemas['NewsletterStatus'];
const newsletterStatuses = ['WAITING_FOR_DOI', 'SUBSCRIBED'] as const;
export const NEWSLETTER_STATUSES: AllValuesOf<NewsletterStatus, typeof newsletterStatuses> = newsletterStatuses;

/** What the elements read of the psdata answer. */
export type PsData = ServiceSchemas['PsData'];

/** The page's psdata calls, by api origin. */
const pending = () => pageState('psdata', () => new Map<string, Promise<PsData>>());

/**
 * The customer-data call, made once per page (per api origin) and shared by every element.
 * A failed or malformed answer is logged (once, on the logger of the element that made the call)
 * and yields `{}`, so callers never need to catch.
 */
export function getPsData(apiOrigin: string, log: Logger): Promise<PsData> {
  let call = pending().get(apiOrigin);
  if (!call) {
    call = request<unknown>(PSDATA_PATH, {
      apiOrigin,
      cache: 'no-cache',
      credentials: 'include',
      headers: xsrfHeaders(log),
    }).then(
      (body) => toPsData(body, log),
      (error: unknown) => {
        logFailedCall(log, 'psdata call failed:', error);
        return {};
      },
    );
    pending().set(apiOrigin, call);
  }
  return call;
}

function toPsData(body: unknown, log: Logger): PsData {
  if (!isRecord(body)) {
    log.error('psdata answer is not a JSON object:', body);
    return {};
  }
  const status = body.newsletterStatus;
  return isOneOf(NEWSLETTER_STATUSES, status) ? { newsletterStatus: status } : {};
}
