import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import type { Logger } from '../log/logger';

/** Locale files by path (`…/locales/<language>/<namespace>.json`) as i18next resources by language and namespace. */
export function resourcesOf(files: Record<string, unknown>): Resource {
  const resources: Resource = {};
  for (const [path, texts] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match;
    resources[language] ??= {};
    resources[language][namespace] = texts as Resource[string][string];
  }
  return resources;
}

/**
 * A fresh i18next instance, initialised synchronously with the given texts, so two elements with
 * different sites never switch each other's language and no key ever flashes. The chain is locale,
 * its language, then the site's locale and language, then German. A missing text is a warning on `log`.
 */
export function createTextsInstance(resources: Resource, locale: string, siteLocale: string, log: Logger): I18n {
  const instance = createInstance();
  const language = locale.split('-')[0];
  const fallbacks = [...new Set([siteLocale, siteLocale.split('-')[0], 'de'])].filter((l) => l !== locale && l !== language);
  // Given its resources and no backend, i18next initialises synchronously, needs no list of
  // namespaces, and looks in a region's locale before its language (its defaults).
  void instance.init({
    lng: locale,
    fallbackLng: fallbacks,
    resources,
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      log.warn(`Missing translation "${namespace}:${key}" for ${languages.join(', ')}.`);
    },
  });
  return instance;
}
