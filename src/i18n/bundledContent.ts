/** The footer content this module carries (locales/<folder>/footer-content.json), by path, every site's here (src/i18n/bundled.ts). */
export const CONTENT_FILES = import.meta.glob<unknown>('../../locales/*/footer-content.json', { eager: true, import: 'default' });
