import { describe, expect, it, vi } from 'vitest';
import { kitLogger } from '../log/logger';
import { parseSite, resolveLocale, SITE_LOCALE, SITES } from './sites';
import { SPECIFIED_LOCALES } from './spec.testkit';

describe('sites', () => {
  it('knows the nine sites and their locales', () => {
    expect(SITES).toEqual(['AT', 'CH', 'CH_FR', 'CZ', 'DE', 'HU', 'PL', 'SK', 'TR']);
    expect(SITE_LOCALE).toEqual(SPECIFIED_LOCALES);
  });

  it('reads the site case-insensitively, defaulting to DE, and rejects unknown codes', () => {
    expect(parseSite('ch_fr')).toBe('CH_FR');
    expect(parseSite(' tr ')).toBe('TR');
    expect(parseSite(undefined)).toBe('DE');
    expect(parseSite('')).toBe('DE');
    expect(parseSite('FR')).toBeNull();
    expect(parseSite('<script>')).toBeNull();
  });

  it('lets a valid locale attribute override the site locale and ignores a malformed one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(resolveLocale('CH', 'fr-ch', kitLogger)).toBe('fr-CH');
    expect(resolveLocale('HU', undefined, kitLogger)).toBe('hu-HU');
    expect(resolveLocale('HU', 'not a locale!', kitLogger)).toBe('hu-HU');
    expect(error).toHaveBeenCalledOnce();
  });
});
