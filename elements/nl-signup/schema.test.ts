import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { SITES, type Site } from '../../src/sites/sites';
import {
  buildSchema,
  EMPTY_VALUES,
  fieldOrder,
  isAcceptableName,
  looksLikeWebAddress,
  type NewsletterFormValues,
  SUGGESTIONS,
} from './schema';
import { requires, shows } from './test-support';
import { NEWSLETTER_RULES } from './siteRules';

// The schema answers with translation keys of the newsletter texts (their wording: locales.test).
const MESSAGES = {
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  emailTooLong: 'validation.emailTooLong',
  salutationRequired: 'validation.salutationRequired',
  firstNameRequired: 'validation.firstNameRequired',
  lastNameRequired: 'validation.lastNameRequired',
  nameTooLong: 'validation.nameTooLong',
  invalidCharacters: 'validation.invalidCharacters',
  legalsRequired: 'validation.legalsRequired',
};

/** Field → first message, the way Formik shows them, for the site's configured rules. */
function errorsOf(site: Site, values: Partial<NewsletterFormValues>, rejectedEmail?: string): Record<string, string> {
  try {
    buildSchema(NEWSLETTER_RULES[site], { rejectedEmail }).validateSync({ ...EMPTY_VALUES, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    return errors;
  }
}

const VALID: Record<Site, Partial<NewsletterFormValues>> = Object.fromEntries(
  SITES.map((site) => [
    site,
    {
      email: 'anna@example.com',
      salutation: requires(site, 'salutation') ? 'MRS' : '',
      firstName: requires(site, 'firstName') ? 'Anna' : '',
      lastName: requires(site, 'lastName') ? 'Kovács' : '',
      legals: requires(site, 'legals') ? ['NEWSLETTER'] : [],
    },
  ]),
) as Record<Site, Partial<NewsletterFormValues>>;

const localPart = (length: number) => 'a'.repeat(length);
const emailOfLength = (length: number) => `${localPart(length - '@example.com'.length)}@example.com`;

describe.each(SITES)('newsletter schema for %s', (site) => {
  const check = (values: Partial<NewsletterFormValues>) => errorsOf(site, { ...VALID[site], ...values });

  it('accepts a complete valid form', () => {
    expect(check({})).toEqual({});
  });

  it('requires the e-mail address', () => {
    expect(check({ email: '' }).email).toBe(MESSAGES.emailRequired);
    expect(check({ email: '   ' }).email).toBe(MESSAGES.emailRequired);
  });

  it.each([
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'anna@example.c',
    'an na@example.com',
    'anna..b@example.com',
    'anna@exa mple.com',
    '!anna@example.com',
    'anna@example.com!',
    'anna@example.com x',
    'anna@example.com/',
  ])('rejects the malformed address %j', (email) => {
    expect(check({ email }).email).toBe(MESSAGES.emailInvalid);
  });

  it.each(['anna@example.de', 'anna.maria@example.com', 'a.b-c+d@sub.example-shop.com', 'A_B@EXAMPLE.TRAVEL', '  anna@example.com  '])(
    'accepts %j',
    (email) => {
      expect(check({ email }).email).toBeUndefined();
    },
  );

  it('accepts 256 characters and rejects 257 with the length message', () => {
    expect(emailOfLength(256)).toHaveLength(256);
    expect(check({ email: emailOfLength(256) }).email).toBeUndefined();
    expect(check({ email: emailOfLength(257) }).email).toBe(MESSAGES.emailTooLong);
  });

  it('checks the form of an address of exactly 256 characters, and names only the length beyond', () => {
    const malformed = `${localPart(248)}@example`;
    expect(malformed).toHaveLength(256);
    expect(check({ email: malformed }).email).toBe(MESSAGES.emailInvalid);
    expect(check({ email: `${malformed}x` }).email).toBe(MESSAGES.emailTooLong);
  });

  it.each([
    ['anna@example.com', ' Anna@Example.com '],
    [' ANNA@example.COM ', 'anna@example.com'],
  ])('marks %j as the rejected %j, whatever its case and blanks', (email, rejected) => {
    expect(errorsOf(site, { ...VALID[site], email }, rejected).email).toBe(MESSAGES.emailInvalid);
  });

  it('takes no salutation outside the four, and no legal checkbox but the newsletter one', () => {
    if (shows(site, 'salutation')) expect(check({ salutation: 'SIR' as never }).salutation).toBe(MESSAGES.salutationRequired);
    if (requires(site, 'legals')) expect(check({ legals: ['TERMS'] }).legals).toBe(MESSAGES.legalsRequired);
  });

  it('keeps an address the service rejected marked until it changes', () => {
    expect(errorsOf(site, { ...VALID[site], email: 'anna@example.com' }, 'Anna@Example.com').email).toBe(MESSAGES.emailInvalid);
    expect(errorsOf(site, { ...VALID[site], email: 'anna2@example.com' }, 'anna@example.com').email).toBeUndefined();
  });

  if (!shows(site, 'firstName')) {
    it('does not validate names the site does not ask for', () => {
      expect(check({ firstName: 'http://spam.example', lastName: 'x'.repeat(80) })).toEqual({});
    });
  } else {
    it('accepts names of 40 characters and rejects 41', () => {
      expect(check({ firstName: 'A'.repeat(40), lastName: 'B'.repeat(40) })).toEqual({});
      const errors = check({ firstName: 'A'.repeat(41), lastName: 'B'.repeat(41) });
      expect(errors.firstName).toBe(MESSAGES.nameTooLong);
      expect(errors.lastName).toBe(MESSAGES.nameTooLong);
    });

    it.each(['+', '&', "'", '`', '´', ',', '(', ')', '/', '.', '-'])('allows the punctuation mark %s', (mark) => {
      expect(check({ firstName: `Anna${mark}Maria`, lastName: `Ö${mark}1` })).toEqual({});
    });

    it.each([
      'Ömer',
      'Şule',
      'Łukasz',
      'Řehoř',
      'Kőszegi',
      'Anna Maria 2',
      'O´Neill',
      "O'Neill",
      'd`Arc',
      'Anna+Bert',
      'Anna & Bert',
      'Müller, Anna',
      'Anna (Anni)',
      'Anna/Bert',
      'Anne-Marie',
      'Dr. Müller',
      'St.Louis',
      'Kőszegi'.normalize('NFD'),
    ])('allows the name %j', (name) => {
      expect(check({ firstName: name, lastName: name })).toEqual({});
    });

    it.each(['Anna!', 'Anna?', 'Anna<b>', 'Anna_Maria', 'Anna@home', 'Anna;', 'Anna"', 'Anna#1', 'Anna*', 'Anna%'])(
      'rejects the name %j',
      (name) => {
        expect(check({ firstName: name }).firstName).toBe(MESSAGES.invalidCharacters);
        expect(check({ lastName: name }).lastName).toBe(MESSAGES.invalidCharacters);
      },
    );

    it.each(['http://spam', 'https://x', 'www.spam', 'Visit WWW.SPAM now', 'spam.com', 'buy at shop.de/sale', 'cheap.pills now'])(
      'rejects the web address %j with the invalid-characters message',
      (name) => {
        expect(check({ firstName: name }).firstName).toBe(MESSAGES.invalidCharacters);
      },
    );
  }

  if (requires(site, 'firstName')) {
    it('requires both names', () => {
      const errors = check({ firstName: '', lastName: ' ' });
      expect(errors.firstName).toBe(MESSAGES.firstNameRequired);
      expect(errors.lastName).toBe(MESSAGES.lastNameRequired);
    });
  } else {
    it('leaves the names optional', () => {
      expect(check({ firstName: '', lastName: '' })).toEqual({});
    });
  }

  if (requires(site, 'salutation')) {
    it('requires the salutation', () => {
      expect(check({ salutation: '' }).salutation).toBe(MESSAGES.salutationRequired);
      expect(check({ salutation: 'DIVERS' }).salutation).toBeUndefined();
    });
  } else {
    it('leaves the salutation optional', () => {
      expect(check({ salutation: '' })).toEqual({});
    });
  }

  if (requires(site, 'legals')) {
    it('requires the newsletter legal checkbox', () => {
      expect(check({ legals: [] }).legals).toBe(MESSAGES.legalsRequired);
    });
  } else {
    it('has no newsletter legal checkbox to require', () => {
      expect(check({ legals: [] })).toEqual({});
    });
  }

  it('never requires the DNE consent', () => {
    expect(check({ consents: [] })).toEqual({});
    expect(check({ consents: ['DNE'] })).toEqual({});
  });
});

describe('looksLikeWebAddress', () => {
  it.each([
    ['http://a', true],
    ['ftp://files', true],
    ['www.example', true],
    ['example.com', true],
    ['example.de/path', true],
    ['s3://bucket', true],
    ['x://one-letter-scheme', true],
    ['www.Spam', true],
    ['shop.de now', true],
    ['Anna .de', false],
    ['Dr. Müller', false],
    ['St.Louis', false],
    ['Anne-Marie', false],
    ['J.R.R. Tolkien', false],
  ])('%j → %s', (value, expected) => {
    expect(looksLikeWebAddress(value)).toBe(expected);
  });
});

describe('what helps to correct a message (WCAG 3.3.3)', () => {
  it('suggests a correction for a malformed address and for characters a name may not hold, and for nothing else', () => {
    expect(SUGGESTIONS).toEqual({
      'validation.emailInvalid': 'suggestions.emailInvalid',
      'validation.invalidCharacters': 'suggestions.invalidCharacters',
    });
  });
});

describe('the order of the fields (the first with an error gets focus)', () => {
  it.each([
    [false, ['email', 'salutation', 'firstName', 'lastName', 'legals', 'consents']],
    [true, ['email', 'salutation', 'lastName', 'firstName', 'legals', 'consents']],
  ])('with the family name first: %s', (familyNameFirst, order) => {
    expect(fieldOrder({ familyNameFirst })).toEqual(order);
  });
});

describe('isAcceptableName (before a prefilled name is locked)', () => {
  it.each([
    ['Anna', true],
    ['', true],
    ['A'.repeat(40), true],
    ['A'.repeat(41), false],
    ['Anna!', false],
    ['spam.com', false],
  ])('%j → %s', (name, acceptable) => {
    expect(isAcceptableName(name)).toBe(acceptable);
  });
});

describe('an empty form', () => {
  it('holds no text and no ticked box', () => {
    expect(EMPTY_VALUES).toEqual({ email: '', salutation: '', firstName: '', lastName: '', consents: [], legals: [] });
  });
});
