import { ApiError, logFailedCall, postJson, request, xsrfHeaders } from '../../src/api/client';
import { NEWSLETTER_STATUSES, type NewsletterStatus } from '../../src/api/psdata';
import type { ServiceSchemas } from '../../src/api/services';
import { kitLogger, kitMessage, type Logger } from '../../src/log/logger';
import { isOneOf, isRecord, isString } from '../../src/util/guards';
import { pageState } from '../../src/util/pageState';
import { SALUTATIONS, type Salutation, type SignupResult } from './enumerations';
import type { SignupPayload } from './payload';
import type { NewsletterFormValues } from './schema';

export const INTERNAL_BASE = 'service/newsletter/api/internal';
export const PRIVATE_BASE = 'service/newsletter/api/private';
export const EMAIL_INVALID_TYPE = 'urn:newsletter:email_invalid';

/** Where the newsletter service lives: `private` for a single-page-app site, else `internal`. */
export interface NewsletterTarget {
  apiOrigin?: string;
  spa?: boolean;
}

export function newsletterBase(spa = false): string {
  return spa ? PRIVATE_BASE : INTERNAL_BASE;
}

/**
 * Sends the sign-up. Never rejects: 2xx is SUCCESS, an answer typed email_invalid is
 * ERROR_INVALID_EMAIL, anything else (status, HTML, network, time-out) is logged and ERROR_GENERIC.
 */
export async function submitSignup(payload: SignupPayload, target: NewsletterTarget, log: Logger): Promise<SignupResult> {
  try {
    await postJson(`${newsletterBase(target.spa)}/newsletter-subscribers`, payload, { apiOrigin: target.apiOrigin, log });
    return 'SUCCESS';
  } catch (error) {
    if (error instanceof ApiError && isRecord(error.body) && error.body.type === EMAIL_INVALID_TYPE) return 'ERROR_INVALID_EMAIL';
    logFailedCall(log, 'sign-up failed:', error);
    return 'ERROR_GENERIC';
  }
}

/** The logged-in customer's data that prefills the form: the same fields as the form values. */
export type CustomerBaseData = NewsletterFormValues;

const text = (value: unknown) => (isString(value) ? value : '');
const texts = (value: unknown) => (Array.isArray(value) ? value.filter(isString) : []);
const salutation = (value: unknown): Salutation | '' => (isOneOf(SALUTATIONS, value) ? value : '');

export function toCustomerBaseData(body: unknown): CustomerBaseData | null {
  if (!isRecord(body)) return null;
  return {
    email: text(body.email).trim(),
    salutation: salutation(body.salutation),
    firstName: text(body.firstName),
    lastName: text(body.lastName),
    consents: texts(body.consents),
    legals: texts(body.legals),
  };
}

/**
 * GET {base}/customers/base-data with the login cookie's value as X-LoginToken. Never rejects: a
 * failed or malformed answer is logged and gives null (the form stays empty and usable).
 */
export async function fetchCustomerBaseData(loginToken: string, target: NewsletterTarget, log: Logger): Promise<CustomerBaseData | null> {
  try {
    const body = await request(`${newsletterBase(target.spa)}/customers/base-data`, {
      apiOrigin: target.apiOrigin,
      headers: { 'X-LoginToken': loginToken },
    });
    const data = toCustomerBaseData(body);
    if (!data) log.error('customer base data is not a JSON object; the form stays empty:', body);
    return data;
  } catch (error) {
    logFailedCall(log, 'customer base data failed; the form stays empty:', error);
    return null;
  }
}

/** The page's base-data calls, by api origin, service and login token. */
const sharedBaseData = () => pageState('customer-base-data', () => new Map<string, Promise<CustomerBaseData | null>>());

/**
 * The customer's base data, requested once per page, service and login token and shared by every
 * sign-up form (a page with a form in its content and one in its footer makes one call). A failure
 * is logged once, on the logger of the form that made the call.
 */
export function getCustomerBaseData(loginToken: string, target: NewsletterTarget, log: Logger): Promise<CustomerBaseData | null> {
  const key = JSON.stringify([target.apiOrigin ?? '', Boolean(target.spa), loginToken]);
  let call = sharedBaseData().get(key);
  if (!call) {
    call = fetchCustomerBaseData(loginToken, target, log);
    sharedBaseData().set(key, call);
  }
  return call;
}

// The subscriber calls below are not used by the block; the shop's double-opt-in confirmation and
// preference pages use them. They reject (ApiError, TimeoutError, TypeError) so the page decides;
// what they log goes to the kit's logger (no element, so no `storefront-error` event).

export interface NewsletterSubscriber extends CustomerBaseData {
  status?: NewsletterStatus;
}

/** The JSON body of a subscriber update; only the fields given are changed. */
export type NewsletterSubscriberUpdate = ServiceSchemas['NewsletterSubscriberUpdate'];

const subscriberPath = (token: string, spa?: boolean) => `${newsletterBase(spa)}/newsletter-subscribers/${encodeURIComponent(token)}`;

function requireToken(token: string): void {
  if (!token.trim()) throw new TypeError(kitMessage('a subscriber token is required'));
}

/** GET {base}/newsletter-subscribers/{token}. */
export async function getSubscriber(token: string, target: NewsletterTarget = {}): Promise<NewsletterSubscriber> {
  requireToken(token);
  const body = await request(subscriberPath(token, target.spa), { apiOrigin: target.apiOrigin });
  const data = toCustomerBaseData(body);
  if (!data || !isRecord(body)) throw new TypeError(kitMessage('subscriber answer is not a JSON object'));
  const status = isOneOf(NEWSLETTER_STATUSES, body.status) ? body.status : undefined;
  return status ? { ...data, status } : data;
}

/** PUT {base}/newsletter-subscribers/{token}/doi: confirms the double opt-in. */
export async function confirmDoubleOptIn(token: string, target: NewsletterTarget = {}): Promise<void> {
  requireToken(token);
  await request(`${subscriberPath(token, target.spa)}/doi`, {
    method: 'PUT',
    apiOrigin: target.apiOrigin,
    credentials: 'include',
    headers: xsrfHeaders(kitLogger),
  });
}

/** PUT {base}/newsletter-subscribers/{token} with a JSON update body. */
export async function updateSubscriber(token: string, update: NewsletterSubscriberUpdate, target: NewsletterTarget = {}): Promise<void> {
  requireToken(token);
  if (!isRecord(update)) throw new TypeError(kitMessage('a subscriber update is required'));
  await request(subscriberPath(token, target.spa), {
    method: 'PUT',
    json: update,
    apiOrigin: target.apiOrigin,
    credentials: 'include',
    headers: xsrfHeaders(kitLogger),
  });
}
