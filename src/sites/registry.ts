import { newsletterRules, type NewsletterSiteRules } from '../newsletter/fieldRules';
import type { FlagName } from '../widgets/Icon/flags';

/**
 * Everything a site is. The list of sites, the `site` attribute's values, the country switcher, the
 * demo's site list and the tests' site loops all come from here.
 *
 * Texts and footer content come from the locale: `locales/<language>/` holds the language's texts and
 * footer-content.json (locale `sl-SI`: `locales/sl/`); a folder named for the whole locale, when it
 * exists (`locales/de-AT/`), holds only that region's differences from the language.
 * Adding a site: README, "Adding a site".
 */
export interface SiteEntry {
  /**
   * The market module that carries the site's texts and footer content beside the all-sites module:
   * dist/markets/storefront-elements.<market>.js (README, "Which module a page loads").
   */
  market: string;
  /** BCP 47 tag: the `lang` of the site's elements, the default of the `locale` attribute, and where its texts are. */
  locale: string;
  /** ISO 4217 code of the site's prices. */
  currency: string;
  flag: FlagName;
  /** The site's entry in the footer's country switcher (specification, section 3, "Country list entry"). */
  country: {
    /** The shop's name in its own language, e.g. "Česko"; the same on every site. */
    label: string;
    /** The country's name in its own language (the flag's tooltip). */
    flagName: string;
    /** The country storefront's address; choosing the entry navigates there. */
    href: string;
  };
  newsletter: NewsletterSiteRules;
}

const GERMAN_LINKS = { voucherConditions: '/gutscheinbedingungen', sampleNewsletter: '/newsletter/beispiel' };

/*
 * The storefront addresses are not in the specification: these placeholders on the reserved
 * .example domain are the one place to put the shops' real addresses.
 */
const ENTRIES = {
  AT: {
    market: 'at',
    locale: 'de-AT',
    currency: 'EUR',
    flag: 'flag-at',
    country: { label: 'Österreich', flagName: 'Österreich', href: 'https://at.storefront.example/' },
    newsletter: newsletterRules({
      salutation: 'optional',
      names: 'optional',
      lockPrefilled: true,
      links: { ...GERMAN_LINKS, sampleNewsletter: '/newsletter/beispiel-at' },
    }),
  },
  CH: {
    market: 'ch',
    locale: 'de-CH',
    currency: 'CHF',
    flag: 'flag-ch',
    country: { label: 'Schweiz (Deutsch)', flagName: 'Schweiz', href: 'https://ch.storefront.example/de/' },
    newsletter: newsletterRules({ links: GERMAN_LINKS }),
  },
  CH_FR: {
    market: 'ch',
    locale: 'fr-CH',
    currency: 'CHF',
    flag: 'flag-ch',
    country: { label: 'Suisse (français)', flagName: 'Suisse', href: 'https://ch.storefront.example/fr/' },
    newsletter: newsletterRules({ links: { voucherConditions: '/conditions-bons', sampleNewsletter: '/newsletter/exemple' } }),
  },
  CZ: {
    market: 'cz',
    locale: 'cs-CZ',
    currency: 'CZK',
    flag: 'flag-cz',
    country: { label: 'Česko', flagName: 'Česko', href: 'https://cz.storefront.example/' },
    newsletter: newsletterRules({
      minimumAge: 18,
      links: { voucherConditions: '/podminky-poukazu', sampleNewsletter: '/newsletter/ukazka' },
    }),
  },
  DE: {
    market: 'de',
    locale: 'de-DE',
    currency: 'EUR',
    flag: 'flag-de',
    country: { label: 'Deutschland', flagName: 'Deutschland', href: 'https://de.storefront.example/' },
    newsletter: newsletterRules({ links: { ...GERMAN_LINKS, sampleNewsletter: '/newsletter/beispiel-de' } }),
  },
  HU: {
    market: 'hu',
    locale: 'hu-HU',
    currency: 'HUF',
    flag: 'flag-hu',
    country: { label: 'Magyarország', flagName: 'Magyarország', href: 'https://hu.storefront.example/' },
    newsletter: newsletterRules({
      salutation: 'required',
      names: 'required',
      familyNameFirst: true,
      lockPrefilled: true,
      voucherValidityMonths: 1,
      links: { voucherConditions: '/kuponfeltetelek', sampleNewsletter: '/hirlevel/minta' },
    }),
  },
  PL: {
    market: 'pl',
    locale: 'pl-PL',
    currency: 'PLN',
    flag: 'flag-pl',
    country: { label: 'Polska', flagName: 'Polska', href: 'https://pl.storefront.example/' },
    newsletter: newsletterRules({
      links: { voucherConditions: '/warunki-kuponu', sampleNewsletter: '/newsletter/przyklad', terms: '/regulamin' },
    }),
  },
  SK: {
    market: 'sk',
    locale: 'sk-SK',
    currency: 'EUR',
    flag: 'flag-sk',
    country: { label: 'Slovensko', flagName: 'Slovensko', href: 'https://sk.storefront.example/' },
    newsletter: newsletterRules({
      minimumAge: 18,
      links: { voucherConditions: '/podmienky-poukazu', sampleNewsletter: '/newsletter/ukazka' },
    }),
  },
  TR: {
    market: 'tr',
    locale: 'tr-TR',
    currency: 'TRY',
    flag: 'flag-tr',
    country: { label: 'Türkiye', flagName: 'Türkiye', href: 'https://tr.storefront.example/' },
    newsletter: newsletterRules({
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
  },
} satisfies Record<string, SiteEntry>;

/** A site code: a key of the registry. */
export type Site = keyof typeof ENTRIES;

export const SITE_REGISTRY: Readonly<Record<Site, SiteEntry>> = ENTRIES;

/** The markets, each with a module of its own, in alphabetical order (the build's list; not in the bundle). */
export const MARKETS: readonly string[] = /* @__PURE__ */ distinctMarkets();

function distinctMarkets(): string[] {
  return [...new Set(Object.values(SITE_REGISTRY).map((entry) => entry.market))].sort();
}

/** The file name of a market's module; the all-sites module is storefront-elements.js. */
export function marketModuleFile(market: string): string {
  return `storefront-elements.${market}.js`;
}

/** The staff tool's language (the preview panel is in English on every site): in every module. */
export const STAFF_LOCALE = 'en';
