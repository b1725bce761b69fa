import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { kitLogger } from '../log/logger';
import { SITE_REGISTRY, type Site } from './registry';
import { defaultSiteOf, isSite, resolveLocale, SITE_LOCALE, SITES } from './sites';
import { SPECIFIED_LOCALES } from '../test-support/specifiedLocales';

describe('sites', () => {
  it('knows the nine sites, in alphabetical order (the country switcher’s and the messages’), and their locales', () => {
    expect(SITES).toEqual(['AT', 'CH', 'CH_FR', 'CZ', 'DE', 'HU', 'PL', 'SK', 'TR']);
    expect(SITE_LOCALE).toEqual(SPECIFIED_LOCALES);
  });

  it('are each audited for accessibility once, by the audit file named for the region of their market', () => {
    /** e2e/a11y.audit.<region>.e2e.ts audits the sites of the region's markets. */
    const regions: Record<string, readonly string[]> = { dach: ['at', 'ch', 'de'], 'visegrad-and-turkey': ['cz', 'hu', 'pl', 'sk', 'tr'] };
    const audited = readdirSync('e2e')
      .filter((file) => file.startsWith('a11y.audit.') && file.endsWith('.e2e.ts'))
      .flatMap((file) => {
        const sites = [...(/auditSites\(\[([^\]]*)\]\)/.exec(readFileSync(`e2e/${file}`, 'utf8'))?.[1].matchAll(/'(\w+)'/g) ?? [])].map(
          (m) => m[1],
        );
        const region = file.slice('a11y.audit.'.length, -'.e2e.ts'.length);
        expect(Object.keys(regions)).toContain(region);
        expect(sites, file).toEqual(SITES.filter((site) => regions[region]?.includes(SITE_REGISTRY[site].market)));
        return sites;
      });
    expect([...audited].sort()).toEqual(SITES);
  });

  it.each([
    [null, 'DE'],
    ['at', 'AT'],
    ['ch', 'CH'],
    ['cz', 'CZ'],
    ['de', 'DE'],
    ['hu', 'HU'],
    ['pl', 'PL'],
    ['sk', 'SK'],
    ['tr', 'TR'],
  ])('defaults the module of market %s to site %s', (market, site) => {
    expect(defaultSiteOf(market)).toBe(site);
  });

  it('lets a valid locale attribute override the site locale, blanks around it ignored', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(resolveLocale('CH', 'fr-ch', kitLogger)).toBe('fr-CH');
    expect(resolveLocale('DE', ' tr-tr ', kitLogger)).toBe('tr-TR');
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['DE', 'de', 'de-DE'],
    ['DE', 'de_DE', 'de-DE'],
    ['AT', 'DE', 'de-AT'],
    ['CH_FR', 'fr_ch', 'fr-CH'],
    ['HU', 'hu', 'hu-HU'],
  ])("reads on site %s the locale %s, a spelling of the site's own, as %s, without a word", (site, locale, resolved) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(resolveLocale(site as Site, locale, kitLogger)).toBe(resolved);
    expect(error).not.toHaveBeenCalled();
  });

  it('uses the site locale, without a word, for a missing or blank locale attribute', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(resolveLocale('HU', undefined, kitLogger)).toBe('hu-HU');
    expect(resolveLocale('HU', null, kitLogger)).toBe('hu-HU');
    expect(resolveLocale('CZ', '   ', kitLogger)).toBe('cs-CZ');
    expect(error).not.toHaveBeenCalled();
  });

  it('uses the site locale for a malformed locale attribute and logs which one it used', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(resolveLocale('HU', 'not a locale!', kitLogger)).toBe('hu-HU');
    expect(error.mock.calls).toEqual([['[storefront-elements] Invalid locale "not a locale!"; using hu-HU.']]);
  });

  it('takes only the nine codes, as written, for a site', () => {
    expect(['DE', 'CH_FR', 'de', 'FR', '', null, undefined, 7].map(isSite)).toEqual([true, true, false, false, false, false, false, false]);
  });
});
