import type { Site } from '../sites/sites';
import { formatAmount, SITE_CURRENCY } from '../i18n/formats';
import { withAmounts } from './amounts';
import { validateContent } from './validate';
import type { FooterContent } from './types';
import de from '../../locales/de/footer-content.json';
import deAT from '../../locales/de-AT/footer-content.json';
import deCH from '../../locales/de-CH/footer-content.json';
import fr from '../../locales/fr/footer-content.json';
import cs from '../../locales/cs/footer-content.json';
import hu from '../../locales/hu/footer-content.json';
import pl from '../../locales/pl/footer-content.json';
import sk from '../../locales/sk/footer-content.json';
import tr from '../../locales/tr/footer-content.json';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A regional file (de-AT, de-CH) holds only what differs from the German file. Objects merge key by
 * key; an object in place of an array patches the entries at its indices ({"3": {...}}); an array
 * or any other value replaces what was there.
 */
export function withOverrides(base: unknown, override: unknown): unknown {
  if (!isObject(override)) return override;
  const merged: Record<string, unknown> | unknown[] = Array.isArray(base) ? [...base] : { ...(isObject(base) ? base : {}) };
  for (const [key, value] of Object.entries(override)) {
    (merged as Record<string, unknown>)[key] = withOverrides((merged as Record<string, unknown>)[key], value);
  }
  return merged;
}

/**
 * The bundled content of each site, complete: a site's footer never shows another site's links or
 * terms (no language fallback for content; Austria and Switzerland are German plus their differences).
 */
const BUNDLED: Record<Site, unknown> = {
  DE: de,
  AT: withOverrides(de, deAT),
  CH: withOverrides(de, deCH),
  CH_FR: fr,
  CZ: cs,
  HU: hu,
  PL: pl,
  SK: sk,
  TR: tr,
};

const validated = new Map<Site, FooterContent>();

/** The site's bundled content, checked once per page. */
export function bundledContent(site: Site): FooterContent {
  let content = validated.get(site);
  if (!content) {
    content = validateContent(BUNDLED[site]);
    validated.set(site, content);
  }
  return content;
}

/**
 * The content to render: the `content` property when it is an object (checked part by part),
 * otherwise the site's bundled content. A property that is not an object is logged and ignored.
 */
export function resolveContent(site: Site, property: unknown): FooterContent {
  if (property === undefined || property === null) return bundledContent(site);
  if (typeof property !== 'object' || Array.isArray(property)) {
    console.error('[storefront-elements] <shop-footer> the content property must be an object; showing the bundled content.');
    return bundledContent(site);
  }
  return validateContent(property);
}

/** The content as the footer shows it: `resolveContent`, with its amounts formatted for the locale in the site's currency. */
export function contentToShow(site: Site, locale: string, property: unknown): FooterContent {
  return withAmounts(resolveContent(site, property), (amount) => formatAmount(amount, locale, SITE_CURRENCY[site]));
}
