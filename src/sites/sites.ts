import type { Logger } from '../log/logger';
import { SITE_REGISTRY, type Site } from './registry';

export type { Site };

/** The site codes in alphabetical order (the order of messages and of the country switcher): the registry's order, which sites.test.ts checks. */
export const SITES: readonly Site[] = Object.keys(SITE_REGISTRY) as Site[];

/** The site of an element without `site` in the all-sites module. */
export const DEFAULT_SITE: Site = 'DE';

/**
 * The site of an element without `site` in a module: DE in the all-sites module (market null); in a
 * market module, the market's first site in code order (its only one, or CH in the Swiss module).
 */
export function defaultSiteOf(market: string | null): Site {
  return SITES.find((site) => SITE_REGISTRY[site].market === market) ?? DEFAULT_SITE;
}

export const SITE_LOCALE = /* @__PURE__ */ Object.fromEntries(SITES.map((site) => [site, SITE_REGISTRY[site].locale])) as Record<
  Site,
  string
>;

export function isSite(value: unknown): value is Site {
  return (SITES as readonly unknown[]).includes(value);
}

/**
 * Whether a `locale` value is the site's own locale in one of its common spellings: the tag in any
 * letter case, with `-` or `_` (`de-DE`, `de_de`), or its language alone (`de`). Both paths read
 * such a value as the site's locale, so a server and a browser write the same `lang`.
 */
export function spellsSiteLocale(site: Site, locale: string): boolean {
  const spelled = locale.trim().replace('_', '-').toLowerCase();
  const own = SITE_LOCALE[site].toLowerCase();
  return spelled === own || spelled === own.split('-')[0];
}

/** A BCP 47 tag from the `locale` attribute, or the site's own locale when it is missing, malformed or one of its spellings. */
export function resolveLocale(site: Site, localeAttribute: string | null | undefined, log: Logger): string {
  const requested = localeAttribute?.trim();
  if (!requested || spellsSiteLocale(site, requested)) return SITE_LOCALE[site];
  try {
    return Intl.getCanonicalLocales(requested)[0] ?? SITE_LOCALE[site];
  } catch {
    log.error(`Invalid locale "${requested}"; using ${SITE_LOCALE[site]}.`);
    return SITE_LOCALE[site];
  }
}
