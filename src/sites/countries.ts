import type { Site } from './registry';

/** A site's entry in the country switcher (docs/specification.md, section 3, "Country list entry"). */
export interface SiteCountry {
  /** The flag icon of the site's country in the widget kit (`flag-<ISO 3166 code>`); a test checks the kit has it. */
  flag: `flag-${string}`;
  /** The shop's name in its own language, e.g. "Česko"; the same on every site. */
  label: string;
  /** The country's name in its own language (the flag's tooltip). */
  flagName: string;
  /** The country storefront's address; choosing the entry navigates there. */
  href: string;
}

/**
 * Each site's entry in the country switcher, apart from the registry (src/sites/registry.ts) so that
 * a page's module and the views' shared chunk, which need only the markets, do not carry it (the
 * footer's view does). The storefront addresses are not in the specification: these placeholders on
 * the reserved .example domain are the one place to put the shops' real addresses.
 */
export const SITE_COUNTRIES = {
  AT: { flag: 'flag-at', label: 'Österreich', flagName: 'Österreich', href: 'https://at.storefront.example/' },
  CH: { flag: 'flag-ch', label: 'Schweiz (Deutsch)', flagName: 'Schweiz', href: 'https://ch.storefront.example/de/' },
  CH_FR: { flag: 'flag-ch', label: 'Suisse (français)', flagName: 'Suisse', href: 'https://ch.storefront.example/fr/' },
  CZ: { flag: 'flag-cz', label: 'Česko', flagName: 'Česko', href: 'https://cz.storefront.example/' },
  DE: { flag: 'flag-de', label: 'Deutschland', flagName: 'Deutschland', href: 'https://de.storefront.example/' },
  HU: { flag: 'flag-hu', label: 'Magyarország', flagName: 'Magyarország', href: 'https://hu.storefront.example/' },
  PL: { flag: 'flag-pl', label: 'Polska', flagName: 'Polska', href: 'https://pl.storefront.example/' },
  SK: { flag: 'flag-sk', label: 'Slovensko', flagName: 'Slovensko', href: 'https://sk.storefront.example/' },
  TR: { flag: 'flag-tr', label: 'Türkiye', flagName: 'Türkiye', href: 'https://tr.storefront.example/' },
} as const satisfies Record<Site, SiteCountry>;
