import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeholderAddresses } from './placeholders.mjs';

describe('the placeholder addresses a shop replaces before going live', () => {
  it('are the nine country-switcher sites and the six app and social links of each language', () => {
    const found = placeholderAddresses();
    expect([...new Set(found.filter(({ file }) => file === 'src/sites/countries.ts').map(({ address }) => address))]).toEqual([
      'https://at.storefront.example/',
      'https://ch.storefront.example/de/',
      'https://ch.storefront.example/fr/',
      'https://cz.storefront.example/',
      'https://de.storefront.example/',
      'https://hu.storefront.example/',
      'https://pl.storefront.example/',
      'https://sk.storefront.example/',
      'https://tr.storefront.example/',
    ]);
    const links = found.filter(({ file }) => file.endsWith('shop-footer-content.json'));
    expect([...new Set(links.map(({ address }) => address))].sort()).toEqual([
      'https://apps.apple.com/app/id0000000000',
      'https://play.google.com/store/apps/details?id=com.example.storefront',
      'https://www.facebook.com/storefront.example',
      'https://www.instagram.com/storefront.example/',
      'https://www.pinterest.com/storefront_example/',
      'https://www.youtube.com/@storefront.example',
    ]);
    expect(links).toHaveLength(6 * 7);
  });

  it('leave out a shop’s real addresses, and find one placeholder left among them', () => {
    const root = mkdtempSync(join(tmpdir(), 'placeholders-'));
    mkdirSync(join(root, 'src/sites'), { recursive: true });
    mkdirSync(join(root, 'locales/de'), { recursive: true });
    writeFileSync(join(root, 'src/sites/countries.ts'), "href: 'https://www.shop.de/', other: 'https://example.com/'");
    writeFileSync(
      join(root, 'locales/de/shop-footer-content.json'),
      JSON.stringify({ apps: ['https://apps.apple.com/app/id123456789', 'https://www.facebook.com/storefront.example'] }),
    );
    expect(placeholderAddresses(root)).toEqual([
      { file: 'locales/de/shop-footer-content.json', address: 'https://www.facebook.com/storefront.example' },
    ]);
  });
});
