import { request, xsrfHeaders } from './client';
import { isRecord } from '../util/guards';
import { NEWSLETTER_STATUSES, type NewsletterStatus } from '../constants';

export const PSDATA_PATH = 'service/customerfrontenddata/api/v1/psdata';

export interface PsData {
  newsletterStatus?: NewsletterStatus;
}

const pending = new Map<string, Promise<PsData>>();

/**
 * The customer-data call, made once per page (per api origin) and shared by every element.
 * A failed or malformed answer is logged and yields `{}`, so callers never need to catch.
 */
export function getPsData(apiOrigin = ''): Promise<PsData> {
  let call = pending.get(apiOrigin);
  if (!call) {
    call = request<unknown>(PSDATA_PATH, {
      apiOrigin,
      cache: 'no-cache',
      credentials: 'include',
      headers: xsrfHeaders(),
    }).then(toPsData, (error: unknown) => {
      console.error('[storefront-elements] psdata call failed:', error);
      return {};
    });
    pending.set(apiOrigin, call);
  }
  return call;
}

function toPsData(body: unknown): PsData {
  if (!isRecord(body)) {
    console.error('[storefront-elements] psdata answer is not a JSON object:', body);
    return {};
  }
  const status = body.newsletterStatus;
  return (NEWSLETTER_STATUSES as readonly unknown[]).includes(status) ? { newsletterStatus: status as NewsletterStatus } : {};
}

/** For tests: forget the shared answer. */
export function resetPsDataCache(): void {
  pending.clear();
}
