import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import type { Logger } from '../log/logger';
import { TEXT_FILES } from './bundled';

/**
 * The bundled texts by language and namespace (./bundled.ts). Regional folders (de-AT, de-CH) hold
 * only what differs from their language. The footer content is data, not translations:
 * src/footer/content.ts reads it.
 */
export const resources: Resource = {};
for (const [path, texts] of Object.entries(TEXT_FILES)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language, namespace] = match;
  resources[language] ??= {};
  resources[language][namespace] = texts;
}

export const NAMESPACES = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))];

/** Whether the shop's texts exist in the locale's language (English holds only the staff tool's texts). */
export function hasShopTexts(locale: string): boolean {
  return Boolean(resources[locale.split('-')[0]]?.newsletter);
}

/**
 * A fresh i18next instance for one element, initialised synchronously with the bundled texts, so
 * two elements with different sites never switch each other's language and no key ever flashes.
 * The chain is locale, its language, then German. A missing text is a warning on `log`.
 */
export function createI18n(locale: string, siteLocale: string, log: Logger): I18n {
  const instance = createInstance();
  const language = locale.split('-')[0];
  const fallbacks = [...new Set([siteLocale, siteLocale.split('-')[0], 'de'])].filter((l) => l !== locale && l !== language);
  void instance.init({
    lng: locale,
    fallbackLng: fallbacks,
    resources,
    ns: NAMESPACES,
    defaultNS: 'common',
    load: 'all',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      log.warn(`Missing translation "${namespace}:${key}" for ${languages.join(', ')}.`);
    },
  });
  return instance;
}
