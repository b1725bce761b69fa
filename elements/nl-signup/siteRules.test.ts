// Each site's sign-up rules as the specification states them (sections 2, 5 and 9), written out:
// which fields a site shows and requires, its minimum age, its terms and its links.
import { describe, expect, it } from 'vitest';
import type { Site } from '../../src/sites/sites';
import type { NewsletterSiteRules } from './fieldRules';
import { NEWSLETTER_RULES } from './siteRules';

/** Only the e-mail address and the optional DNE consent; age 16. */
const EMAIL_ONLY: Omit<NewsletterSiteRules, 'links'> = {
  salutation: 'none',
  names: 'none',
  familyNameFirst: false,
  newsletterLegal: false,
  lockPrefilled: false,
  minimumAge: 16,
};
const COMMON_LINKS = { privacy: '/privacy', contact: '/contact' };

const SPECIFIED: Record<Site, NewsletterSiteRules> = {
  AT: {
    ...EMAIL_ONLY,
    salutation: 'optional',
    names: 'optional',
    lockPrefilled: true,
    links: { ...COMMON_LINKS, voucherConditions: '/gutscheinbedingungen', sampleNewsletter: '/newsletter/beispiel-at' },
  },
  CH: { ...EMAIL_ONLY, links: { ...COMMON_LINKS, voucherConditions: '/gutscheinbedingungen', sampleNewsletter: '/newsletter/beispiel' } },
  CH_FR: { ...EMAIL_ONLY, links: { ...COMMON_LINKS, voucherConditions: '/conditions-bons', sampleNewsletter: '/newsletter/exemple' } },
  CZ: {
    ...EMAIL_ONLY,
    minimumAge: 18,
    links: { ...COMMON_LINKS, voucherConditions: '/podminky-poukazu', sampleNewsletter: '/newsletter/ukazka' },
  },
  DE: {
    ...EMAIL_ONLY,
    links: { ...COMMON_LINKS, voucherConditions: '/gutscheinbedingungen', sampleNewsletter: '/newsletter/beispiel-de' },
  },
  HU: {
    ...EMAIL_ONLY,
    salutation: 'required',
    names: 'required',
    familyNameFirst: true,
    lockPrefilled: true,
    voucherValidityMonths: 1,
    links: { ...COMMON_LINKS, voucherConditions: '/kuponfeltetelek', sampleNewsletter: '/hirlevel/minta' },
  },
  PL: {
    ...EMAIL_ONLY,
    links: { ...COMMON_LINKS, voucherConditions: '/warunki-kuponu', sampleNewsletter: '/newsletter/przyklad', terms: '/regulamin' },
  },
  SK: {
    ...EMAIL_ONLY,
    minimumAge: 18,
    links: { ...COMMON_LINKS, voucherConditions: '/podmienky-poukazu', sampleNewsletter: '/newsletter/ukazka' },
  },
  TR: {
    ...EMAIL_ONLY,
    names: 'required',
    newsletterLegal: true,
    lockPrefilled: true,
    dataRetention: { unconfirmedDays: 14, unreadYears: 2 },
    links: {
      ...COMMON_LINKS,
      voucherConditions: '/kupon-kosullari',
      sampleNewsletter: '/e-bulten/ornek-tr',
      newsletterInfo: '/e-bulten/aydinlatma-metni',
      commercialConsent: '/e-bulten/ticari-elektronik-ileti-onayi',
      personalMarketingConsent: '/e-bulten/kisisel-pazarlama-onayi',
      kvkkNotice: '/kvkk-aydinlatma-metni',
    },
  },
};

describe('the sign-up rules of each site', () => {
  it('cover the nine sites', () => {
    expect(Object.keys(NEWSLETTER_RULES).sort()).toEqual(['AT', 'CH', 'CH_FR', 'CZ', 'DE', 'HU', 'PL', 'SK', 'TR']);
  });

  it.each(Object.keys(SPECIFIED) as Site[])('%s: fields, minimum age, terms and links as specified, nothing more', (site) => {
    expect(NEWSLETTER_RULES[site]).toStrictEqual(SPECIFIED[site]);
  });
});
