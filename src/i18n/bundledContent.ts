/**
 * The elements' content data this module carries (locales/<folder>/<tag>-content.json), by path,
 * every site's here (src/i18n/bundled.ts says how a market build narrows them); each element reads its own.
 */
export const CONTENT_FILES = import.meta.glob<unknown>('../../locales/*/*-content.json', { eager: true, import: 'default' });
