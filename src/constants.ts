/** The enumerations of the specification, section 3, as typed constants. */
import { describeValue } from './util/guards';

export const SALUTATIONS = ['MRS', 'MR', 'DIVERS', 'COMPANY'] as const; // the site list order
export type Salutation = (typeof SALUTATIONS)[number];

export const CONSENTS = ['DNE'] as const;
export type Consent = (typeof CONSENTS)[number];

export const LEGALS = ['NEWSLETTER'] as const;
export type Legal = (typeof LEGALS)[number];

export const SIGNUP_ORIGINS = ['NEWSLETTER', 'SHOPPING_CART'] as const;
export type SignupOrigin = (typeof SIGNUP_ORIGINS)[number];

export const SIGNUP_RESULTS = ['SUCCESS', 'ERROR_GENERIC', 'ERROR_INVALID_EMAIL'] as const;
export type SignupResult = (typeof SIGNUP_RESULTS)[number];
/** What `nl-submit` reports: a sign-up result, or BOT for a filled honeypot. */
export type SubmitOutcome = SignupResult | 'BOT';

export const NEWSLETTER_STATUSES = ['WAITING_FOR_DOI', 'SUBSCRIBED'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const PREVIEW_TOKEN_STATUSES = ['SUCCESS', 'BAD_REQUEST', 'INTERNAL_ERROR', 'UNAUTHORIZED'] as const;
export type PreviewTokenStatus = (typeof PREVIEW_TOKEN_STATUSES)[number];

export const LOGIN_RESULTS = ['SUCCESS', 'UNAUTHORIZED', 'SERVICE_UNAVAILABLE'] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];

export const INTEREST_CATEGORIES = [
  'WOMEN_FASHION',
  'MEN_FASHION',
  'SPORT',
  'LIVING_FURNITURE',
  'HOBBY',
  'KIDS',
  'KITCHEN',
  'SLEEPING',
  'DISCOUNTS',
  'COFFEE',
  'MOBILE',
  'LOYALTY_CARD',
  'STORE',
] as const;
export type InterestCategory = (typeof INTEREST_CATEGORIES)[number];

export const MODAL_SIZES = ['S', 'M', 'L'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export const NOTIFICATION_STATES = ['info', 'success', 'error', 'warning'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

export const NOTIFICATION_VARIANTS = ['banner', 'copysize', 'footnotesize'] as const;
export type NotificationVariant = (typeof NOTIFICATION_VARIANTS)[number];

export const PLATFORMS = ['CLASSIC', 'TABLET', 'phone'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const ICON_SIZES = [12, 16, 24] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/** Renewal status codes of the login session (specification, section 4). */
export const SESSION_STATUS = {
  RENEWED: 0,
  OK: 1,
  SERVER_ERROR: 2,
  NO_TOKEN: 3,
  NOT_DUE: 4,
  EXPIRED: 5,
} as const;
export type SessionStatus = (typeof SESSION_STATUS)[keyof typeof SESSION_STATUS];

/**
 * Returns `value` when it is one of `allowed`; otherwise logs an error naming the bad value
 * and returns `fallback`. Used for every enumerated prop so bad input never crashes a widget.
 */
export function oneOf<T extends string | number>(what: string, allowed: readonly T[], value: unknown, fallback: T): T {
  if (value === undefined || value === null || value === '') return fallback;
  if ((allowed as readonly unknown[]).includes(value)) return value as T;
  console.error(`[storefront-elements] Invalid ${what} "${describeValue(value)}". Allowed: ${allowed.join(', ')}. Using "${fallback}".`);
  return fallback;
}
