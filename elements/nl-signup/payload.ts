import type { ServiceSchemas } from '../../src/api/services';
import { isOneOf } from '../../src/util/guards';
import { CONSENTS, type Consent, type SignupOrigin } from './enumerations';
import type { NewsletterFormValues } from './schema';
import type { NewsletterSiteRules } from './fieldRules';

/** The body of POST {base}/newsletter-subscribers (docs/contract.md, section 3). */
export type SignupPayload = ServiceSchemas['SignupRequest'];

export interface PayloadContext {
  rules: NewsletterSiteRules;
  origin: SignupOrigin;
  originAddition: string;
  /** Consents the known (prefilled) customer already gave: they are not sent again. */
  knownConsents: readonly string[];
}

/**
 * The sign-up request from the form values: trimmed, empty optional fields and fields the site does
 * not show left out, and DNE dropped when the known customer already has it.
 */
export function buildPayload(values: NewsletterFormValues, context: PayloadContext): SignupPayload {
  const { rules, origin, originAddition, knownConsents } = context;
  const payload: SignupPayload = {
    email: values.email.trim(),
    consents: [...new Set(values.consents)].filter(
      (consent): consent is Consent => isOneOf(CONSENTS, consent) && !knownConsents.includes(consent),
    ),
    origin,
    originAddition: originAddition.trim(),
  };
  if (rules.salutation !== 'none' && values.salutation) payload.salutation = values.salutation;
  if (rules.names !== 'none') {
    const firstName = values.firstName.trim();
    const lastName = values.lastName.trim();
    if (firstName) payload.firstName = firstName;
    if (lastName) payload.lastName = lastName;
  }
  return payload;
}
