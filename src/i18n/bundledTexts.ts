/**
 * The texts this module carries: the locale files (locales/<folder>/<namespace>.json, an element's
 * namespace its tag), not the content data (`*-content.json`) nor the editors' form's texts
 * (`cms.json`, src/cms/texts.ts), by path, every
 * site's here (src/i18n/bundled.ts says how a market build narrows them). Only the default exports are
 * imported, so each file is bundled once as one object.
 */
export const TEXT_FILES = import.meta.glob<Record<string, unknown>>(
  ['../../locales/*/*.json', '!../../locales/*/*-content.json', '!../../locales/*/cms.json'],
  {
    eager: true,
    import: 'default',
  },
);
