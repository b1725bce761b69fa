import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { kitLogger } from '../log/logger';
import { defaultSiteOf, parseSite, resolveLocale, SITE_LOCALE, SITES } from './sites';
import { SPECIFIED_LOCALES } from './spec.tables';

describe('sites', () => {
  it('knows the nine sites and their locales', () => {
    expect(SITES).toEqual(['AT', 'CH', 'CH_FR', 'CZ', 'DE', 'HU', 'PL', 'SK', 'TR']);
    expect(SITE_LOCALE).toEqual(SPECIFIED_LOCALES);
  });

  it('are each audited for accessibility once, by one of the audit files named for their sites', () => {
    const audited = readdirSync('e2e')
      .filter((file) => file.startsWith('a11y.audit.') && file.endsWith('.e2e.ts'))
      .flatMap((file) => {
        const sites = [...(/auditSites\(\[([^\]]*)\]\)/.exec(readFileSync(`e2e/${file}`, 'utf8'))?.[1].matchAll(/'(\w+)'/g) ?? [])].map(
          (m) => m[1],
        );
        expect(file).toBe(`a11y.audit.${sites.map((site) => site.replace('_', '').toLowerCase()).join('-')}.e2e.ts`);
        return sites;
      });
    expect([...audited].sort()).toEqual(SITES);
  });

  it('reads the site case-insensitively, missing or blank as the given default, and rejects unknown codes', () => {
    expect(parseSite('ch_fr', 'DE')).toBe('CH_FR');
    expect(parseSite(' tr ', 'DE')).toBe('TR');
    expect(parseSite(undefined, 'DE')).toBe('DE');
    expect(parseSite('', 'HU')).toBe('HU');
    expect(parseSite('  ', 'CH')).toBe('CH');
    expect(parseSite('FR', 'DE')).toBeNull();
    expect(parseSite('<script>', 'DE')).toBeNull();
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

  it('lets a valid locale attribute override the site locale and ignores a malformed one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(resolveLocale('CH', 'fr-ch', kitLogger)).toBe('fr-CH');
    expect(resolveLocale('HU', undefined, kitLogger)).toBe('hu-HU');
    expect(resolveLocale('HU', 'not a locale!', kitLogger)).toBe('hu-HU');
    expect(error).toHaveBeenCalledOnce();
  });
});
