/**
 * The sign-up block's rules for each site (docs/specification.md, sections 2, 5 and 9): only what differs
 * from the defaults of newsletterRules(). The type checker names a site of the registry without rules.
 */
import type { Site } from '../../src/sites/registry';
import { newsletterRules, type NewsletterSiteRules } from './fieldRules';

const GERMAN_LINKS = { voucherConditions: '/gutscheinbedingungen', sampleNewsletter: '/newsletter/beispiel' };

export const NEWSLETTER_RULES: Readonly<Record<Site, NewsletterSiteRules>> = {
  AT: newsletterRules({
    salutation: 'optional',
    names: 'optional',
    lockPrefilled: true,
    links: { ...GERMAN_LINKS, sampleNewsletter: '/newsletter/beispiel-at' },
  }),
  CH: newsletterRules({ links: GERMAN_LINKS }),
  CH_FR: newsletterRules({ links: { voucherConditions: '/conditions-bons', sampleNewsletter: '/newsletter/exemple' } }),
  CZ: newsletterRules({
    minimumAge: 18,
    links: { voucherConditions: '/podminky-poukazu', sampleNewsletter: '/newsletter/ukazka' },
  }),
  DE: newsletterRules({ links: { ...GERMAN_LINKS, sampleNewsletter: '/newsletter/beispiel-de' } }),
  HU: newsletterRules({
    salutation: 'required',
    names: 'required',
    familyNameFirst: true,
    lockPrefilled: true,
    voucherValidityMonths: 1,
    links: { voucherConditions: '/kuponfeltetelek', sampleNewsletter: '/hirlevel/minta' },
  }),
  PL: newsletterRules({
    links: { voucherConditions: '/warunki-kuponu', sampleNewsletter: '/newsletter/przyklad', terms: '/regulamin' },
  }),
  SK: newsletterRules({
    minimumAge: 18,
    links: { voucherConditions: '/podmienky-poukazu', sampleNewsletter: '/newsletter/ukazka' },
  }),
  TR: newsletterRules({
    names: 'required',
    newsletterLegal: true,
    lockPrefilled: true,
    dataRetention: { unconfirmedDays: 14, unreadYears: 2 },
    links: {
      voucherConditions: '/kupon-kosullari',
      sampleNewsletter: '/e-bulten/ornek-tr',
      newsletterInfo: '/e-bulten/aydinlatma-metni',
      commercialConsent: '/e-bulten/ticari-elektronik-ileti-onayi',
      personalMarketingConsent: '/e-bulten/kisisel-pazarlama-onayi',
      kvkkNotice: '/kvkk-aydinlatma-metni',
    },
  }),
};
