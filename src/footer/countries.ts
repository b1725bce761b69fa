import { SITES, type Site } from '../sites/sites';
import type { IconName } from '../widgets';

/** A country switcher entry (specification, section 3, "Country list entry"). */
export interface CountryEntry {
  /** The shop's name in its own language, e.g. "Česko"; the same on every site. */
  label: string;
  code: Site;
  /** The country storefront's address; choosing the entry navigates there. */
  href: string;
  flag: IconName;
  /** The country's name in its own language (the flag's tooltip). */
  flagName: string;
  /** The language of the label, for screen readers. */
  lang: string;
  selected: boolean;
}

type CountryData = Omit<CountryEntry, 'code' | 'selected'>;

/*
 * The storefront addresses are not in the specification: these placeholders on the reserved
 * .example domain are the one place to put the shops' real addresses.
 */
const COUNTRIES: Record<Site, CountryData> = {
  DE: { label: 'Deutschland', href: 'https://de.storefront.example/', flag: 'flag-de', flagName: 'Deutschland', lang: 'de-DE' },
  AT: { label: 'Österreich', href: 'https://at.storefront.example/', flag: 'flag-at', flagName: 'Österreich', lang: 'de-AT' },
  CH: { label: 'Schweiz (Deutsch)', href: 'https://ch.storefront.example/de/', flag: 'flag-ch', flagName: 'Schweiz', lang: 'de-CH' },
  CH_FR: { label: 'Suisse (Français)', href: 'https://ch.storefront.example/fr/', flag: 'flag-ch', flagName: 'Suisse', lang: 'fr-CH' },
  CZ: { label: 'Česko', href: 'https://cz.storefront.example/', flag: 'flag-cz', flagName: 'Česko', lang: 'cs-CZ' },
  HU: { label: 'Magyarország', href: 'https://hu.storefront.example/', flag: 'flag-hu', flagName: 'Magyarország', lang: 'hu-HU' },
  PL: { label: 'Polska', href: 'https://pl.storefront.example/', flag: 'flag-pl', flagName: 'Polska', lang: 'pl-PL' },
  SK: { label: 'Slovensko', href: 'https://sk.storefront.example/', flag: 'flag-sk', flagName: 'Slovensko', lang: 'sk-SK' },
  TR: { label: 'Türkiye', href: 'https://tr.storefront.example/', flag: 'flag-tr', flagName: 'Türkiye', lang: 'tr-TR' },
};

/**
 * All nine countries, the current site marked as selected, ordered by their names as the page's
 * language sorts them (`locale`; "Česko" among the C, "Österreich" among the O).
 */
export function countryEntries(current: Site, locale: string): CountryEntry[] {
  const byName = new Intl.Collator(locale).compare;
  return SITES.map((code) => ({ ...COUNTRIES[code], code, selected: code === current })).sort((a, b) => byName(a.label, b.label));
}
