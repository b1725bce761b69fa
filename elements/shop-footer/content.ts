import type { Logger } from '../../src/log/logger';
import { CONTENT_FILES } from '../../src/i18n/bundledContent';
import { formatAmount } from '../../src/i18n/formats';
import { SITE_REGISTRY } from '../../src/sites/registry';
import { SITE_LOCALE, type Site } from '../../src/sites/sites';
import { isRecord } from '../../src/util/guards';
import { withAmounts } from './amounts';
import { validateContent } from './validate';
import type { FooterContent } from './types';

/** The footer's content file in a locale folder (src/i18n/bundledContent.ts globs every element's). */
const fileIn = (folder: string): unknown => CONTENT_FILES[`../../locales/${folder}/shop-footer-content.json`];

/**
 * A regional file (de-AT, de-CH) holds only what differs from its language's file. Objects merge key by
 * key; an object in place of an array patches the entries at its indices ({"3": {...}}); an array
 * or any other value replaces what was there.
 */
export function withOverrides(base: unknown, override: unknown): unknown {
  if (!isRecord(override)) return override;
  const merged: Record<string, unknown> | unknown[] = Array.isArray(base) ? [...base] : { ...(isRecord(base) ? base : {}) };
  for (const [key, value] of Object.entries(override)) {
    (merged as Record<string, unknown>)[key] = withOverrides((merged as Record<string, unknown>)[key], value);
  }
  return merged;
}

/**
 * The bundled content of a site, complete: its language's file, with a regional file's differences
 * on top where the locale has one (de-AT, de-CH). A site's footer never shows another site's links
 * or terms: there is no fallback to another language.
 */
function bundledFile(site: Site): unknown {
  const locale = SITE_LOCALE[site];
  const language = fileIn(locale.split('-')[0]);
  const regional = fileIn(locale);
  return regional === undefined ? language : withOverrides(language, regional);
}

const validated = new Map<Site, FooterContent>();

/** The site's bundled content, checked once per page (a flaw is logged on the first footer's logger). */
export function bundledContent(site: Site, log: Logger): FooterContent {
  let content = validated.get(site);
  if (!content) {
    content = validateContent(bundledFile(site), log);
    validated.set(site, content);
  }
  return content;
}

/**
 * The content to render: the `content` property when it is an object (checked part by part),
 * otherwise the site's bundled content. A property that is not an object, or one that throws when
 * read (a getter that throws, a revoked Proxy), is logged and the bundled content is shown.
 */
export function resolveContent(site: Site, property: unknown, log: Logger): FooterContent {
  if (property === undefined || property === null) return bundledContent(site, log);
  try {
    if (isRecord(property)) return validateContent(property, log);
    log.error('the content property must be an object; showing the bundled content.');
  } catch (error) {
    log.error('the content property could not be read; showing the bundled content:', error);
  }
  return bundledContent(site, log);
}

/** The content as the footer shows it: `resolveContent`, with its amounts formatted for the locale in the site's currency. */
export function contentToShow(site: Site, locale: string, property: unknown, log: Logger): FooterContent {
  const currency = SITE_REGISTRY[site].currency;
  return withAmounts(resolveContent(site, property, log), (amount) => formatAmount(amount, locale, currency), log);
}
