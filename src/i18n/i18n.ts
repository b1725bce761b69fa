import type { i18n as I18n, Resource } from 'i18next';
import type { Logger } from '../log/logger';
import { TEXT_FILES } from './bundledTexts';
import { createTextsInstance, resourcesOf } from './instance';

let resources: Resource | undefined;

/**
 * The bundled texts by language and namespace (./bundledTexts.ts), gathered when the first element
 * needs them (a page's module evaluation does no work that can wait). Regional folders (de-AT,
 * de-CH) hold only what differs from their language. An element's content data is not
 * translations: the element reads its own (./bundledContent.ts).
 */
export function bundledResources(): Resource {
  resources ??= resourcesOf(TEXT_FILES);
  return resources;
}

/**
 * Whether an element's texts exist in the locale's language: its own (the namespace named by its
 * tag; English holds only the staff tool's), or, for an element with none, the shared ones.
 */
export function hasTexts(locale: string, tag: string): boolean {
  const languages = Object.values(bundledResources());
  const namespace = languages.some((texts) => tag in texts) ? tag : 'common';
  return Boolean(bundledResources()[locale.split('-')[0]]?.[namespace]);
}

/** A fresh i18next instance for one element, with every bundled text (see createTextsInstance). */
export function createI18n(locale: string, siteLocale: string, log: Logger): I18n {
  return createTextsInstance(bundledResources(), locale, siteLocale, log);
}
