import { describe, expect, it } from 'vitest';
import { isIconName } from '../../src/widgets';
import { SITE_LOCALE, SITES } from '../../src/sites/sites';
import { recordConstructions } from '../../src/test-support/intlConstructions';
import { countryEntries } from './countries';

describe('countryEntries', () => {
  it("lists every site's country with label, code, href, flag and flag name", () => {
    const entries = countryEntries('DE', 'de-DE');
    expect(new Set(entries.map((entry) => entry.code))).toEqual(new Set(SITES));
    for (const entry of entries) {
      expect(entry.label).not.toBe('');
      expect(entry.flagName).not.toBe('');
      expect(isIconName(entry.flag)).toBe(true);
      expect(new URL(entry.href).protocol).toBe('https:');
    }
    expect(new Set(entries.map((entry) => entry.href)).size).toBe(entries.length);
  });

  it.each(SITES)('marks %s, and only it, as selected', (site) => {
    const selected = countryEntries(site, 'de-DE').filter((entry) => entry.selected);
    expect(selected.map((entry) => entry.code)).toEqual([site]);
  });

  it("shows each country's flag from the widget kit, the Swiss one for both Swiss shops", () => {
    const flags = Object.fromEntries(countryEntries('CH', 'de-CH').map((entry) => [entry.code, entry.flag]));
    expect(flags).toEqual({
      AT: 'flag-at',
      CH: 'flag-ch',
      CH_FR: 'flag-ch',
      CZ: 'flag-cz',
      DE: 'flag-de',
      HU: 'flag-hu',
      PL: 'flag-pl',
      SK: 'flag-sk',
      TR: 'flag-tr',
    });
  });

  it.each(['de-DE', 'cs-CZ', 'tr-TR'])('orders the countries by their names as %s sorts them, not by code', (locale) => {
    expect(countryEntries('DE', locale).map((entry) => entry.label)).toEqual([
      'Česko',
      'Deutschland',
      'Magyarország',
      'Österreich',
      'Polska',
      'Schweiz (Deutsch)',
      'Slovensko',
      'Suisse (français)',
      'Türkiye',
    ]);
  });

  it("orders them for a locale the build-time table does not hold (Swedish sorts Ö after Z), and each site's locale with no Intl.Collator", () => {
    expect(countryEntries('DE', 'sv-SE').map((entry) => entry.label)).toEqual([
      'Česko',
      'Deutschland',
      'Magyarország',
      'Polska',
      'Schweiz (Deutsch)',
      'Slovensko',
      'Suisse (français)',
      'Türkiye',
      'Österreich',
    ]);
    const made = recordConstructions('Collator');
    for (const site of SITES) countryEntries(site, SITE_LOCALE[site]);
    expect(made).toEqual([]);
  });
});
