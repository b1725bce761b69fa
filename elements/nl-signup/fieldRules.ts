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

/** The rules of the sign-up block for one site (docs/specification.md, sections 2, 5 and 9). */
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

/** The welcome discount every site advertises (docs/specification.md, section 9). */
export const WELCOME_DISCOUNT_PERCENT = 10;

const COMMON_LINKS = { privacy: '/privacy', contact: '/contact' } as const;

const DEFAULTS: Omit<NewsletterSiteRules, 'links'> = {
  salutation: 'none',
  names: 'none',
  familyNameFirst: false,
  newsletterLegal: false,
  lockPrefilled: false,
  minimumAge: 16,
};

/** What a site's entry in NEWSLETTER_RULES (siteRules.ts) states: its own links, and only the rules that differ from the defaults. */
export type NewsletterSiteSettings = Partial<Omit<NewsletterSiteRules, 'links'>> & {
  links: Omit<NewsletterLinks, keyof typeof COMMON_LINKS>;
};

/** A site's rules: no extra fields, minimum age 16 and the common /privacy and /contact links, unless the site says otherwise. */
export function newsletterRules({ links, ...rules }: NewsletterSiteSettings): NewsletterSiteRules {
  return { ...DEFAULTS, ...rules, links: { ...COMMON_LINKS, ...links } };
}
