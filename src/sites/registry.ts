/**
 * Everything a site is (its country switcher entry aside, src/sites/countries.ts). The list of
 * sites, the `site` attribute's values, the demo's site list and the tests' site loops all come from
 * here.
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
}

const ENTRIES = {
  AT: {
    market: 'at',
    locale: 'de-AT',
    currency: 'EUR',
  },
  CH: {
    market: 'ch',
    locale: 'de-CH',
    currency: 'CHF',
  },
  CH_FR: {
    market: 'ch',
    locale: 'fr-CH',
    currency: 'CHF',
  },
  CZ: {
    market: 'cz',
    locale: 'cs-CZ',
    currency: 'CZK',
  },
  DE: {
    market: 'de',
    locale: 'de-DE',
    currency: 'EUR',
  },
  HU: {
    market: 'hu',
    locale: 'hu-HU',
    currency: 'HUF',
  },
  PL: {
    market: 'pl',
    locale: 'pl-PL',
    currency: 'PLN',
  },
  SK: {
    market: 'sk',
    locale: 'sk-SK',
    currency: 'EUR',
  },
  TR: {
    market: 'tr',
    locale: 'tr-TR',
    currency: 'TRY',
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
