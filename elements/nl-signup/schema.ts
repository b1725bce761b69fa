import { array, object, string } from 'yup';
import { SALUTATIONS, type Salutation } from './enumerations';
import type { NewsletterSiteRules } from './fieldRules';

export const EMAIL_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 40;

export interface NewsletterFormValues {
  email: string;
  salutation: Salutation | '';
  firstName: string;
  lastName: string;
  consents: string[];
  legals: string[];
}

export type FieldName = keyof NewsletterFormValues;

export const FIELD_ORDER: readonly FieldName[] = ['email', 'salutation', 'firstName', 'lastName', 'legals', 'consents'];
const FAMILY_NAME_FIRST_ORDER: readonly FieldName[] = ['email', 'salutation', 'lastName', 'firstName', 'legals', 'consents'];

/** The fields in the order the site's form shows them: the first one with an error gets focus. */
export function fieldOrder(rules: Pick<NewsletterSiteRules, 'familyNameFirst'>): readonly FieldName[] {
  return rules.familyNameFirst ? FAMILY_NAME_FIRST_ORDER : FIELD_ORDER;
}

export const EMPTY_VALUES: NewsletterFormValues = { email: '', salutation: '', firstName: '', lastName: '', consents: [], legals: [] };

/** Validation messages are translation keys of the `newsletter` namespace, resolved at render. */
export const MESSAGES = {
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  emailTooLong: 'validation.emailTooLong',
  salutationRequired: 'validation.salutationRequired',
  firstNameRequired: 'validation.firstNameRequired',
  lastNameRequired: 'validation.lastNameRequired',
  nameTooLong: 'validation.nameTooLong',
  invalidCharacters: 'validation.invalidCharacters',
  legalsRequired: 'validation.legalsRequired',
} as const;

/** What helps to correct a message (WCAG 3.3.3): shown with it, at the field and in the announced list. */
export const SUGGESTIONS: Partial<Record<string, string>> = {
  [MESSAGES.emailInvalid]: 'suggestions.emailInvalid',
  [MESSAGES.invalidCharacters]: 'suggestions.invalidCharacters',
};

// Word characters with single separators between them, @, a domain, a top-level part of >= 2.
// Separators are never optional inside a repeated group, so the match cannot backtrack wildly.
const EMAIL_PATTERN = /^\w+(?:[.+-]\w+)*@\w+(?:[.-]\w+)*\.\w{2,}$/;
/** The symbols a name may hold besides letters, digits and whitespace, as the suggestion lists them. */
export const NAME_SYMBOLS = "+ & ' ` ´ , ( ) / . -";
// Each symbol as a \u{…} escape: valid in a `u` character class whatever the symbol (a space among them is whitespace anyway).
const NAME_SYMBOL_ESCAPES = [...NAME_SYMBOLS].map((symbol) => `\\u{${symbol.charCodeAt(0).toString(16)}}`).join('');
// Letters of every script (with combining marks), digits, whitespace and the symbols above.
const NAME_PATTERN = new RegExp(`^[\\p{L}\\p{M}\\p{Nd}\\s${NAME_SYMBOL_ESCAPES}]*$`, 'u');
// Web addresses: a scheme, "www.", or a dot followed by a lower-case top-level part (shop.com,
// example.de/x); an upper-case part after a dot ("St.Louis") is a name, not an address.
const SCHEME_PATTERN = /[a-z][a-z\d+.-]*:\/\//i;
const WWW_PATTERN = /(?:^|[^\p{L}\p{Nd}])www\./iu;
const DOMAIN_PATTERN = /[\p{L}\p{Nd}-]\.[a-z]{2,63}(?=$|[\s/:?#])/u;

/** Text that looks like a web address: http://, www., or something.tld. */
export function looksLikeWebAddress(value: string): boolean {
  return SCHEME_PATTERN.test(value) || WWW_PATTERN.test(value) || DOMAIN_PATTERN.test(value);
}

export function hasOnlyNameCharacters(value: string): boolean {
  return NAME_PATTERN.test(value);
}

/** Whether a name passes the rules apart from being required (used before locking a prefilled one). */
export function isAcceptableName(value: string): boolean {
  return value.length <= NAME_MAX_LENGTH && hasOnlyNameCharacters(value) && !looksLikeWebAddress(value);
}

function nameSchema(rule: NewsletterSiteRules['names'], requiredMessage: string) {
  const base = string()
    .trim()
    .max(NAME_MAX_LENGTH, MESSAGES.nameTooLong)
    .test({ message: MESSAGES.invalidCharacters, test: (value) => !value || hasOnlyNameCharacters(value) })
    .test({ message: MESSAGES.invalidCharacters, test: (value) => !value || !looksLikeWebAddress(value) });
  return rule === 'required' ? base.required(requiredMessage) : base;
}

export interface SchemaOptions {
  /** An address the service rejected as invalid: it stays marked until it is changed. */
  rejectedEmail?: string;
}

/** The Yup schema of one site; fields the site does not show are not validated. */
export function buildSchema(rules: NewsletterSiteRules, options: SchemaOptions = {}) {
  const rejected = options.rejectedEmail?.trim().toLowerCase();
  const email = string()
    .trim()
    .required(MESSAGES.emailRequired)
    .max(EMAIL_MAX_LENGTH, MESSAGES.emailTooLong)
    // An empty or overlong address also fails this test; the message shown is the earlier one (a field shows its first).
    .test({ message: MESSAGES.emailInvalid, test: (value) => EMAIL_PATTERN.test(String(value)) })
    .test({ message: MESSAGES.emailInvalid, test: (value) => !rejected || String(value).toLowerCase() !== rejected });

  const salutationBase = string().oneOf(['', ...SALUTATIONS] as const, MESSAGES.salutationRequired);
  const shape = {
    email,
    salutation: rules.salutation === 'required' ? salutationBase.required(MESSAGES.salutationRequired) : salutationBase.optional(),
    firstName: rules.names === 'none' ? string().optional() : nameSchema(rules.names, MESSAGES.firstNameRequired),
    lastName: rules.names === 'none' ? string().optional() : nameSchema(rules.names, MESSAGES.lastNameRequired),
    consents: array(string().defined()).optional(),
    legals: rules.newsletterLegal
      ? array(string().defined()).test({
          message: MESSAGES.legalsRequired,
          test: (value) => Array.isArray(value) && value.includes('NEWSLETTER'),
        })
      : array(string().defined()).optional(),
  };
  return object(shape);
}
