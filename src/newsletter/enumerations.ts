/** The newsletter's enumerations (docs/specification.md, section 3). */

export const SALUTATIONS = ['MRS', 'MR', 'DIVERS', 'COMPANY'] as const; // the site list order
export type Salutation = (typeof SALUTATIONS)[number];

export const CONSENTS = ['DNE'] as const;
export const LEGALS = ['NEWSLETTER'] as const;

export const SIGNUP_ORIGINS = ['NEWSLETTER', 'SHOPPING_CART'] as const;
export type SignupOrigin = (typeof SIGNUP_ORIGINS)[number];

export type SignupResult = 'SUCCESS' | 'ERROR_GENERIC' | 'ERROR_INVALID_EMAIL';
/** What `nl-submit` reports: a sign-up result, or BOT for a filled honeypot. */
export type SubmitOutcome = SignupResult | 'BOT';

/** The interest categories a subscriber update can set (preference pages). */
export type InterestCategory =
  | 'WOMEN_FASHION'
  | 'MEN_FASHION'
  | 'SPORT'
  | 'LIVING_FURNITURE'
  | 'HOBBY'
  | 'KIDS'
  | 'KITCHEN'
  | 'SLEEPING'
  | 'DISCOUNTS'
  | 'COFFEE'
  | 'MOBILE'
  | 'LOYALTY_CARD'
  | 'STORE';
