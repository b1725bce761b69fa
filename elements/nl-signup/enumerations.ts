/** The newsletter's enumerations (docs/specification.md, section 3), as the service contract has them. */
import type { AllValuesOf, ServiceSchemas } from '../../src/api/services';

export type Salutation = ServiceSchemas['Salutation'];
const salutations = ['MRS', 'MR', 'DIVERS', 'COMPANY'] as const; // the site list order
export const SALUTATIONS: AllValuesOf<Salutation, typeof salutations> = salutations;

export type Consent = ServiceSchemas['Consent'];
const consents = ['DNE'] as const;
export const CONSENTS: AllValuesOf<Consent, typeof consents> = consents;
const legals = ['NEWSLETTER'] as const;
export const LEGALS: AllValuesOf<ServiceSchemas['Legal'], typeof legals> = legals;

export type SignupOrigin = ServiceSchemas['SignupOrigin'];
const signupOrigins = ['NEWSLETTER', 'SHOPPING_CART'] as const;
export const SIGNUP_ORIGINS: AllValuesOf<SignupOrigin, typeof signupOrigins> = signupOrigins;

export type SignupResult = 'SUCCESS' | 'ERROR_GENERIC' | 'ERROR_INVALID_EMAIL';
/** What `nl-submit` reports: a sign-up result, or BOT for a filled honeypot. */
export type SubmitOutcome = SignupResult | 'BOT';

/** The interest categories a subscriber update can set (preference pages). */
export type InterestCategory = ServiceSchemas['InterestCategory'];
