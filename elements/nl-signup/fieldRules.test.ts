import { describe, expect, it } from 'vitest';
import { newsletterRules, WELCOME_DISCOUNT_PERCENT } from './fieldRules';

const OWN_LINKS = { voucherConditions: '/gutscheinbedingungen', sampleNewsletter: '/newsletter/beispiel' };

describe('newsletterRules', () => {
  it('gives a site that states only its links the e-mail-only form, age 16, and the /privacy and /contact links', () => {
    expect(newsletterRules({ links: OWN_LINKS })).toStrictEqual({
      salutation: 'none',
      names: 'none',
      familyNameFirst: false,
      newsletterLegal: false,
      lockPrefilled: false,
      minimumAge: 16,
      links: { privacy: '/privacy', contact: '/contact', ...OWN_LINKS },
    });
  });

  it('takes every rule a site states over the default, and adds its own links to the common ones', () => {
    expect(
      newsletterRules({
        salutation: 'required',
        names: 'optional',
        familyNameFirst: true,
        newsletterLegal: true,
        lockPrefilled: true,
        minimumAge: 18,
        voucherValidityMonths: 1,
        links: { ...OWN_LINKS, terms: '/regulamin' },
      }),
    ).toStrictEqual({
      salutation: 'required',
      names: 'optional',
      familyNameFirst: true,
      newsletterLegal: true,
      lockPrefilled: true,
      minimumAge: 18,
      voucherValidityMonths: 1,
      links: { privacy: '/privacy', contact: '/contact', ...OWN_LINKS, terms: '/regulamin' },
    });
  });

  it('advertises a welcome discount of 10 %', () => {
    expect(WELCOME_DISCOUNT_PERCENT).toBe(10);
  });
});
