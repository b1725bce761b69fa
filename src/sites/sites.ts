import type { Logger } from '../log/logger';
import { BUNDLED_MARKET } from '../i18n/bundled';
import { marketModuleFile, SITE_REGISTRY, type Site } from './registry';

export type { Site };

/** The site codes in alphabetical order (the order of messages and of the country switcher). */
export const SITES: readonly Site[] = (Object.keys(SITE_REGISTRY) as Site[]).sort();

export const DEFAULT_SITE: Site = 'DE';

export const SITE_LOCALE = Object.fromEntries(SITES.map((site) => [site, SITE_REGISTRY[site].locale])) as Record<Site, string>;

export function isSite(value: unknown): value is Site {
  return typeof value === 'string' && (SITES as readonly string[]).includes(value);
}

/**
 * Reads a `site` attribute: case-insensitive, missing or blank means the default.
 * Returns null for anything that is not a site code.
 */
export function parseSite(value: string | null | undefined): Site | null {
  if (value == null || value.trim() === '') return DEFAULT_SITE;
  const code = value.trim().toUpperCase();
  return isSite(code) ? code : null;
}

export function unknownSiteMessage(value: string): string {
  return `Unknown site "${value}". Allowed sites: ${SITES.join(', ')}.`;
}

/** Whether this module carries the site's texts and content (the all-sites module carries every site's). */
export function isBundledSite(site: Site): boolean {
  return BUNDLED_MARKET === null || SITE_REGISTRY[site].market === BUNDLED_MARKET;
}

/** The error for a site that a market module does not carry: which module to load instead. */
export function siteNotBundledMessage(site: Site): string {
  const here = SITES.filter(isBundledSite).join(', ');
  const needed = marketModuleFile(SITE_REGISTRY[site].market);
  return `Site "${site}" is not in this module, ${marketModuleFile(String(BUNDLED_MARKET))}, which carries ${here}. Load ${needed} instead, or storefront-elements.js for every site.`;
}

/** A BCP 47 tag from the `locale` attribute, or the site's own locale when it is missing or malformed. */
export function resolveLocale(site: Site, localeAttribute: string | null | undefined, log: Logger): string {
  const requested = localeAttribute?.trim();
  if (!requested) return SITE_LOCALE[site];
  try {
    return Intl.getCanonicalLocales(requested)[0] ?? SITE_LOCALE[site];
  } catch {
    log.error(`Invalid locale "${requested}"; using ${SITE_LOCALE[site]}.`);
    return SITE_LOCALE[site];
  }
}
