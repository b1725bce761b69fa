// The texts of one element: which locale folder a text comes from, and what a missing one logs.
// The resources are written out here, so the chain is tested apart from the shop's own texts.
import type { Resource } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { kitLogger } from '../log/logger';
import { createTextsInstance, resourcesOf } from './instance';

const RESOURCES: Resource = {
  de: { common: { close: 'Schließen', onlyGerman: 'nur deutsch', greeting: 'Hallo {{name}}', left: 'Deutsch' } },
  'de-AT': { common: { close: 'Zumachen', left: null } },
  hu: { common: { close: 'Bezárás', onlyHungarian: 'csak magyar' } },
  'hu-HU': { common: { close: 'Bezárás (HU)' } },
  fr: { common: { close: 'Fermer' } },
  en: { 'preview-panel': { title: 'Preview settings' } },
};

/** The instance and the warnings it logs, as console.warn receives them. */
function texts(locale: string, siteLocale: string) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return { t: createTextsInstance(RESOURCES, locale, siteLocale, kitLogger).t, warnings: () => warn.mock.calls.map((call) => call[0]) };
}

describe('resourcesOf', () => {
  it('files each locale file under its folder and name, and ignores every other file', () => {
    expect(
      resourcesOf({
        '../../locales/de/common.json': { close: 'Schließen' },
        '../../locales/de/shop-footer.json': { title: 'Fußzeile' },
        '/src/locales/de-AT/common.json': { close: 'Zumachen' },
        '../../locales/de/common.json.bak': { close: 'alt' },
        '../../locales/de/notes.md': 'text',
        '../../texts/hu/common.json': { close: 'Bezárás' },
      }),
    ).toEqual({
      de: { common: { close: 'Schließen' }, 'shop-footer': { title: 'Fußzeile' } },
      'de-AT': { common: { close: 'Zumachen' } },
    });
  });
});

describe('createTextsInstance', () => {
  it('takes a text from the locale, then from its language', () => {
    const { t } = texts('de-AT', 'de-AT');
    expect([t('close'), t('onlyGerman'), t('common:close')]).toEqual(['Zumachen', 'nur deutsch', 'Zumachen']);
  });

  it('then from the site’s locale, the site’s language, and German last', () => {
    const { t } = texts('en-GB', 'hu-HU');
    expect([t('close'), t('onlyHungarian'), t('onlyGerman'), t('preview-panel:title')]).toEqual([
      'Bezárás (HU)',
      'csak magyar',
      'nur deutsch',
      'Preview settings',
    ]);
  });

  it('is ready at once, every namespace of every language with it: no key ever flashes', () => {
    const instance = createTextsInstance(RESOURCES, 'en-GB', 'de-AT', kitLogger);
    expect(instance.isInitialized).toBe(true);
    expect([instance.t('preview-panel:title'), instance.t('close')]).toEqual(['Preview settings', 'Zumachen']);
    expect(['common', 'preview-panel'].map((namespace) => instance.hasLoadedNamespace(namespace))).toEqual([true, true]);
  });

  it('takes a text left null in a regional folder from the language', () => {
    expect(texts('de-AT', 'de-AT').t('left')).toBe('Deutsch');
  });

  it('puts values in as they are (React escapes what it renders)', () => {
    expect(texts('de-DE', 'de-DE').t('greeting', { name: '<Anna & Co>' })).toBe('Hallo <Anna & Co>');
  });

  it.each([
    ['fr-CH', 'fr-CH', 'common:nothing', 'de'],
    ['en-GB', 'hu-HU', 'common:nothing', 'hu-HU, hu, de'],
    ['de-DE', 'de-DE', 'preview-panel:nothing', 'de-DE'],
  ])('warns of a missing text in %s (site %s) with the languages it looked in', (locale, siteLocale, key, languages) => {
    const { t, warnings } = texts(locale, siteLocale);
    expect(t(key)).toBe(key.split(':')[1]);
    expect(warnings()).toEqual([`[storefront-elements] Missing translation "${key}" for ${languages}.`]);
  });
});
