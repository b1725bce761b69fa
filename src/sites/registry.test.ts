import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundledResources } from '../i18n/i18n';
import { MARKETS, marketModuleFile, SITE_REGISTRY, type Site } from './registry';
import { SITES } from './sites';

const resources = bundledResources();

const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '../../locales');
/** What a site's locale folder must hold: every file the German one has. */
const GERMAN_FILES = readdirSync(join(LOCALES, 'de')).sort();
/** Namespaces whose every text each language translates (the newsletter's site-specific texts: locales.test). */
const COMPLETE_NAMESPACES = ['common', 'forms', 'shop-footer'];

/** Prices: euro in the euro area, the national currency elsewhere (Swiss francs for both Swiss shops). */
const CURRENCY: Record<Site, string> = {
  AT: 'EUR',
  CH: 'CHF',
  CH_FR: 'CHF',
  CZ: 'CZK',
  DE: 'EUR',
  HU: 'HUF',
  PL: 'PLN',
  SK: 'EUR',
  TR: 'TRY',
};

/** The market modules (docs/contract.md, section 1): one per country, CH and CH_FR share the Swiss one. */
const MARKET: Record<Site, string> = { AT: 'at', CH: 'ch', CH_FR: 'ch', CZ: 'cz', DE: 'de', HU: 'hu', PL: 'pl', SK: 'sk', TR: 'tr' };

function keysOf(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object') return [prefix.slice(0, -1)];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, `${prefix}${key}.`));
}

describe('the site registry', () => {
  it('gives every site its currency', () => {
    expect(Object.fromEntries(SITES.map((site) => [site, SITE_REGISTRY[site].currency]))).toEqual(CURRENCY);
  });

  it('puts every site in its market module', () => {
    expect(Object.fromEntries(SITES.map((site) => [site, SITE_REGISTRY[site].market]))).toEqual(MARKET);
    expect(MARKETS).toEqual(['at', 'ch', 'cz', 'de', 'hu', 'pl', 'sk', 'tr']);
    expect(marketModuleFile('ch')).toBe('storefront-elements.ch.js');
  });

  it('knows the files a locale folder holds', () => {
    expect(GERMAN_FILES).toEqual([
      'cms.json',
      'common.json',
      'forms.json',
      'nl-signup.json',
      'shop-footer-content.json',
      'shop-footer.json',
    ]);
  });
});

describe.each(SITES)('what %s needs besides its registry entry', (site) => {
  const { locale } = SITE_REGISTRY[site];
  const language = locale.split('-')[0];
  /** The language's folder and, for a region with its own differences, the locale's folder. */
  const folders = [...new Set([language, locale])];

  it('has a canonical BCP 47 locale', () => {
    expect(Intl.getCanonicalLocales(locale)).toEqual([locale]);
  });

  it('has a complete locale folder', () => {
    const missing = GERMAN_FILES.filter((file) => !folders.some((folder) => existsSync(join(LOCALES, folder, file))));
    expect(
      missing.map((file) => `locales/${language}/${file}`),
      `${site} (${locale}) has no texts or footer content in locales/${language}/`,
    ).toEqual([]);
  });

  it('translates every common, footer and form text', () => {
    const untranslated = COMPLETE_NAMESPACES.flatMap((namespace) =>
      keysOf(resources.de[namespace])
        .filter((key) => !folders.some((folder) => keysOf(resources[folder]?.[namespace]).includes(key)))
        .map((key) => `locales/${language}/${namespace}.json: ${key}`),
    );
    expect(untranslated).toEqual([]);
  });
});
