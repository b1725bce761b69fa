import { describe, expect, it, vi } from 'vitest';
import { kitLogger } from '../../src/log/logger';
import { isKnownLogo, LOGO_SOURCES, logoUrl } from './logos';

describe('logos', () => {
  it('maps a source of the fixed set to its file under the footer-images logos path', () => {
    expect(logoUrl('', 'MASTERCARD')).toBe('/service/footer/footer-images/logos/mastercard.svg');
    expect(logoUrl('https://assets.example/', 'POSTFINANCE_EFINANCE')).toBe(
      'https://assets.example/service/footer/footer-images/logos/postfinance-efinance.svg',
    );
  });

  it('reads sources case-insensitively', () => {
    expect(logoUrl('', ' visa ')).toBe('/service/footer/footer-images/logos/visa.svg');
  });

  it('covers the sources the specification names', () => {
    for (const source of [
      'QUALITY_SEAL',
      'ANTHRAZIT',
      'BEVH',
      'SWISS_POST',
      'DHL',
      'MASTERCARD',
      'VISA',
      'PAYPAL',
      'POSTFINANCE_CARD',
      'POSTFINANCE_EFINANCE',
      'TROY',
      'BONUS',
      'WORLD',
      'MAXIMUM',
      'AXESS',
      'TRUSTED_SHOPS',
    ]) {
      expect(LOGO_SOURCES).toContain(source);
    }
  });

  it('gives every source its own file', () => {
    const files = LOGO_SOURCES.map((source) => logoUrl('', source));
    expect(new Set(files).size).toBe(files.length);
  });

  it('logs an unknown source and gives no image', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(isKnownLogo('BITCOIN', 'qualityLogos.logos[0]', kitLogger)).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toMatch(/\[storefront-elements\].*qualityLogos\.logos\[0\].*unknown logo source "BITCOIN"/);
    expect(logoUrl('', 'BITCOIN')).toBeNull();
  });

  it('accepts a known source without logging', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(isKnownLogo('paypal', 'x', kitLogger)).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });
});
