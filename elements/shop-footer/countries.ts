import { sortByLocale } from '../../src/i18n/formats';
import { SITE_COUNTRIES } from '../../src/sites/countries';
import { SITE_REGISTRY } from '../../src/sites/registry';
import { SITES, type Site } from '../../src/sites/sites';
import { type IconName, isIconName } from '../../src/widgets/Icon/Icon';

/** A country switcher entry (docs/specification.md, section 3, "Country list entry"). */
export interface CountryEntry {
  /** The shop's name in its own language, e.g. "Česko"; the same on every site. */
  label: string;
  code: Site;
  /** The country storefront's address; choosing the entry navigates there. */
  href: string;
  /** The kit's flag icon; null (no flag shown) for a registered flag the kit does not have. */
  flag: IconName | null;
  /** The country's name in its own language (the flag's tooltip). */
  flagName: string;
  /** The language of the label, for screen readers. */
  lang: string;
  selected: boolean;
}

/**
 * Every site's country, the current site marked as selected, ordered by their names as the page's
 * language sorts them (`locale`; "Česko" among the C, "Österreich" among the O).
 */
export function countryEntries(current: Site, locale: string): CountryEntry[] {
  const entries = SITES.map((code) => {
    const { flag, label, flagName, href } = SITE_COUNTRIES[code];
    return {
      label,
      flagName,
      href,
      code,
      flag: isIconName(flag) ? flag : null,
      lang: SITE_REGISTRY[code].locale,
      selected: code === current,
    };
  });
  const order = sortByLocale(
    entries.map((entry) => entry.label),
    locale,
  );
  return entries.sort((a, b) => order.indexOf(a.label) - order.indexOf(b.label));
}
