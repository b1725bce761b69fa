import { describe, expect, it } from 'vitest';
import { ELEMENT_DECLARATIONS } from '../../../elements';
import { pluginCatalogue } from './catalogue';

describe("the WordPress plugin's catalogue (its elements.json)", () => {
  const catalogue = pluginCatalogue(ELEMENT_DECLARATIONS);

  it('offers the sign-up and the footer as blocks, in the Storefront category', () => {
    expect(catalogue.blocks).toEqual([
      { name: 'storefront/nl-signup', tag: 'nl-signup' },
      { name: 'storefront/shop-footer', tag: 'shop-footer' },
    ]);
    expect(catalogue.category).toBe('storefront');
  });

  it('keeps every kit tag with exactly its declared attributes and the global ones an editor keeps', () => {
    const globals = ['id', 'class', 'slot', 'lang', 'dir'];
    expect(catalogue.tags).toEqual({
      'nl-signup': [
        'site',
        'locale',
        'api-origin',
        'asset-origin',
        'origin',
        'origin-addition',
        'spa',
        'doi-error',
        'no-scroll',
        ...globals,
      ],
      'shop-footer': [
        'site',
        'locale',
        'api-origin',
        'asset-origin',
        'reduced',
        'platform',
        'newsletter',
        'newsletter-hidden',
        'preview',
        'checkout',
        ...globals,
      ],
      'shop-layout': ['content-type', ...globals],
      'preview-panel': ['site', 'locale', 'api-origin', 'asset-origin', ...globals],
      'session-keeper': ['api-origin', ...globals],
    });
  });

  it("knows each site's market and the plugin's copy of each module", () => {
    expect(catalogue.sites).toEqual({ AT: 'at', CH: 'ch', CH_FR: 'ch', CZ: 'cz', DE: 'de', HU: 'hu', PL: 'pl', SK: 'sk', TR: 'tr' });
    expect(catalogue.modules).toEqual({
      all: 'storefront-elements.js',
      at: 'markets/storefront-elements.at.js',
      ch: 'markets/storefront-elements.ch.js',
      cz: 'markets/storefront-elements.cz.js',
      de: 'markets/storefront-elements.de.js',
      hu: 'markets/storefront-elements.hu.js',
      pl: 'markets/storefront-elements.pl.js',
      sk: 'markets/storefront-elements.sk.js',
      tr: 'markets/storefront-elements.tr.js',
    });
    expect(catalogue.stylesheet).toBe('storefront-elements.css');
  });
});
