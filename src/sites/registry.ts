/**
 * Everything a site is. The list of sites, the `site` attribute's values, the country switcher, the
 * demo's site list and the tests' site loops all come from here.
 *
 * Texts and content come from the locale: `locales/<language>/` holds the language's texts and the
 * elements' content data (locale `sl-SI`: `locales/sl/`); a folder named for the whole locale, when it
 * exists (`locales/de-AT/`), holds only that region's differences from the language.
 * Adding a site: docs/adding-a-site.md.
 */
export interface SiteEntry {
  /**
   * The market module that carries the site's texts and content beside the all-sites module:
   * dist/markets/storefront-elements.<market>.js (docs/on-your-page.md, "Which module a page loads").
   */
  market: string;
  /** BCP 47 tag: the `lang` of the site's elements, the default of the `locale` attribute, and where its texts are. */
  locale: string;
  /** ISO 4217 code of the site's prices. */
  currency: string;
  /** The flag icon of the site's country in the widget kit (`flag-<ISO 3166 code>`); a test checks the kit has it. */
  flag: `flag-${string}`;
  /** The site's entry in the country list (docs/specification.md, section 3, "Country list entry"). */
  country: {
    /** The shop's name in its own language, e.g. "Česko"; the same on every site. */
    label: string;
    /** The country's name in its own language (the flag's tooltip). */
    flagName: string;
    /** The country storefront's address; choosing the entry navigates there. */
    href: string;
  };
}

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
  },
  CH: {
    market: 'ch',
    locale: 'de-CH',
    currency: 'CHF',
    flag: 'flag-ch',
    country: { label: 'Schweiz (Deutsch)', flagName: 'Schweiz', href: 'https://ch.storefront.example/de/' },
  },
  CH_FR: {
    market: 'ch',
    locale: 'fr-CH',
    currency: 'CHF',
    flag: 'flag-ch',
    country: { label: 'Suisse (français)', flagName: 'Suisse', href: 'https://ch.storefront.example/fr/' },
  },
  CZ: {
    market: 'cz',
    locale: 'cs-CZ',
    currency: 'CZK',
    flag: 'flag-cz',
    country: { label: 'Česko', flagName: 'Česko', href: 'https://cz.storefront.example/' },
  },
  DE: {
    market: 'de',
    locale: 'de-DE',
    currency: 'EUR',
    flag: 'flag-de',
    country: { label: 'Deutschland', flagName: 'Deutschland', href: 'https://de.storefront.example/' },
  },
  HU: {
    market: 'hu',
    locale: 'hu-HU',
    currency: 'HUF',
    flag: 'flag-hu',
    country: { label: 'Magyarország', flagName: 'Magyarország', href: 'https://hu.storefront.example/' },
  },
  PL: {
    market: 'pl',
    locale: 'pl-PL',
    currency: 'PLN',
    flag: 'flag-pl',
    country: { label: 'Polska', flagName: 'Polska', href: 'https://pl.storefront.example/' },
  },
  SK: {
    market: 'sk',
    locale: 'sk-SK',
    currency: 'EUR',
    flag: 'flag-sk',
    country: { label: 'Slovensko', flagName: 'Slovensko', href: 'https://sk.storefront.example/' },
  },
  TR: {
    market: 'tr',
    locale: 'tr-TR',
    currency: 'TRY',
    flag: 'flag-tr',
    country: { label: 'Türkiye', flagName: 'Türkiye', href: 'https://tr.storefront.example/' },
  },
} satisfies Record<string, SiteEntry>;

/** A site code: a key of the registry. */
export type Site = keyof typeof ENTRIES;

export const SITE_REGISTRY: Readonly<Record<Site, SiteEntry>> = ENTRIES;

/**
 * The markets, each with a module of its own, in alphabetical order: the order of the sites above, which
 * src/sites/sites.test.ts checks (the build's list; not in the bundle).
 */
export const MARKETS: readonly string[] = /* @__PURE__ */ distinctMarkets();

function distinctMarkets(): string[] {
  return [...new Set(Object.values(SITE_REGISTRY).map((entry) => entry.market))];
}

/** The file name of a market's module; the all-sites module is storefront-elements.js. */
export function marketModuleFile(market: string): string {
  return `storefront-elements.${market}.js`;
}

/** The staff tool's language (English on every site): in every module. */
export const STAFF_LOCALE = 'en';
