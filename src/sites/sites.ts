import type { Logger } from '../log/logger';

export const SITES = ['AT', 'CH', 'CH_FR', 'CZ', 'DE', 'HU', 'PL', 'SK', 'TR'] as const;
export type Site = (typeof SITES)[number];

export const DEFAULT_SITE: Site = 'DE';
export const DEFAULT_LOCALE = 'de-DE';

export const SITE_LOCALE: Record<Site, string> = {
  DE: 'de-DE',
  AT: 'de-AT',
  CH: 'de-CH',
  CH_FR: 'fr-CH',
  CZ: 'cs-CZ',
  HU: 'hu-HU',
  PL: 'pl-PL',
  SK: 'sk-SK',
  TR: 'tr-TR',
};

export function isSite(value: unknown): value is Site {
  return typeof value === 'string' && (SITES as readonly string[]).includes(value);
}

/**
 * Reads a `site` attribute: case-insensitive, missing or blank means the default.
 * Returns null for anything that is not one of the nine codes.
 */
export function parseSite(value: string | null | undefined): Site | null {
  if (value == null || value.trim() === '') return DEFAULT_SITE;
  const code = value.trim().toUpperCase();
  return isSite(code) ? code : null;
}

export function unknownSiteMessage(value: string): string {
  return `Unknown site "${value}". Allowed sites: ${SITES.join(', ')}.`;
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
