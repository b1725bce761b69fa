import type { Site } from '../sites/sites';

/** How a field takes part in the form of a site. */
export type FieldRule = 'none' | 'optional' | 'required';

/** Shop paths the block links to; relative to the site's own storefront. */
export interface NewsletterLinks {
  voucherConditions: string;
  privacy: string;
  contact: string;
  sampleNewsletter: string;
  /** Turkey: the newsletter information page (aydınlatma metni). */
  newsletterInfo?: string;
  /** Turkey: the commercial electronic message consent text. */
  commercialConsent?: string;
  /** Turkey: the personal-marketing consent text (the DNE consent). */
  personalMarketingConsent?: string;
  /** Turkey: the KVKK information notice (KVKK Aydınlatma Metni) the consents refer to. */
  kvkkNotice?: string;
  /** Poland: the general terms (regulamin). */
  terms?: string;
}

export interface NewsletterSiteRules {
  salutation: FieldRule;
  names: FieldRule;
  /** Hungarian order: the family name field before the given name field. */
  familyNameFirst: boolean;
  /** The newsletter legal checkbox (legals: NEWSLETTER), required where it exists. */
  newsletterLegal: boolean;
  /** Prefilled salutation and names are locked while they hold the customer's value. */
  lockPrefilled: boolean;
  minimumAge: 16 | 18;
  /** Stated voucher validity in months, where the site's terms state one. */
  voucherValidityMonths?: number;
  /** The Turkish retention notice: unconfirmed data deleted, sending stopped when unread. */
  dataRetention?: { unconfirmedDays: number; unreadYears: number };
  links: NewsletterLinks;
}

/** The welcome discount every site advertises (specification, section 9). */
export const WELCOME_DISCOUNT_PERCENT = 10;

const COMMON_LINKS = { privacy: '/privacy', contact: '/contact' } as const;

const GERMAN_LINKS: NewsletterLinks = {
  ...COMMON_LINKS,
  voucherConditions: '/gutscheinbedingungen',
  sampleNewsletter: '/newsletter/beispiel',
};

const BASE: Omit<NewsletterSiteRules, 'links'> = {
  salutation: 'none',
  names: 'none',
  familyNameFirst: false,
  newsletterLegal: false,
  lockPrefilled: false,
  minimumAge: 16,
};

/** Per-site rules of the sign-up block (specification sections 2, 5 and 9). */
export const NEWSLETTER_SITES: Record<Site, NewsletterSiteRules> = {
  DE: { ...BASE, links: { ...GERMAN_LINKS, sampleNewsletter: '/newsletter/beispiel-de' } },
  AT: {
    ...BASE,
    salutation: 'optional',
    names: 'optional',
    lockPrefilled: true,
    links: { ...GERMAN_LINKS, sampleNewsletter: '/newsletter/beispiel-at' },
  },
  CH: { ...BASE, links: GERMAN_LINKS },
  CH_FR: {
    ...BASE,
    links: { ...COMMON_LINKS, voucherConditions: '/conditions-bons', sampleNewsletter: '/newsletter/exemple' },
  },
  CZ: {
    ...BASE,
    minimumAge: 18,
    links: { ...COMMON_LINKS, voucherConditions: '/podminky-poukazu', sampleNewsletter: '/newsletter/ukazka' },
  },
  HU: {
    ...BASE,
    salutation: 'required',
    names: 'required',
    familyNameFirst: true,
    lockPrefilled: true,
    voucherValidityMonths: 1,
    links: { ...COMMON_LINKS, voucherConditions: '/kuponfeltetelek', sampleNewsletter: '/hirlevel/minta' },
  },
  PL: {
    ...BASE,
    links: { ...COMMON_LINKS, voucherConditions: '/warunki-kuponu', sampleNewsletter: '/newsletter/przyklad', terms: '/regulamin' },
  },
  SK: {
    ...BASE,
    minimumAge: 18,
    links: { ...COMMON_LINKS, voucherConditions: '/podmienky-poukazu', sampleNewsletter: '/newsletter/ukazka' },
  },
  TR: {
    ...BASE,
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
