/** The newsletter's enumerations (docs/specification.md, section 3), as the service contract has them. */
import { allValuesOf, type ServiceSchemas } from '../api/services';

export type Salutation = ServiceSchemas['Salutation'];
export const SALUTATIONS = allValuesOf<Salutation>()(['MRS', 'MR', 'DIVERS', 'COMPANY']); // the site list order

export type Consent = ServiceSchemas['Consent'];
export const CONSENTS = allValuesOf<Consent>()(['DNE']);
export const LEGALS = allValuesOf<ServiceSchemas['Legal']>()(['NEWSLETTER']);

export type SignupOrigin = ServiceSchemas['SignupOrigin'];
export const SIGNUP_ORIGINS = allValuesOf<SignupOrigin>()(['NEWSLETTER', 'SHOPPING_CART']);

export type SignupResult = 'SUCCESS' | 'ERROR_GENERIC' | 'ERROR_INVALID_EMAIL';
/** What `nl-submit` reports: a sign-up result, or BOT for a filled honeypot. */
export type SubmitOutcome = SignupResult | 'BOT';

/** The interest categories a subscriber update can set (preference pages). */
export type InterestCategory = ServiceSchemas['InterestCategory'];
