/**
 * What this module carries: the locale files (locales/<folder>/<namespace>.json), by path. This file
 * is the all-sites module's: every site's texts and footer content. A market module's build replaces
 * it with one that globs only the market's folders and sets BUNDLED_MARKET (vite.config.ts,
 * marketContents). Only the default exports are imported, so each file is bundled once as one object.
 */

/** The market whose texts and content are bundled; null when every site's are. */
export const BUNDLED_MARKET: string | null = null;

export const TEXT_FILES = import.meta.glob<Record<string, unknown>>(['../../locales/*/*.json', '!../../locales/*/footer-content.json'], {
  eager: true,
  import: 'default',
});

export const CONTENT_FILES = import.meta.glob<unknown>('../../locales/*/footer-content.json', { eager: true, import: 'default' });
