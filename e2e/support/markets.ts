// What each market module (dist/markets/storefront-elements.<market>.js) carries and shows, written
// out by hand from the specification and the table of docs/on-your-page.md: a wrong registry entry or locale file
// must make the market tests fail.

import type { Site } from '../../src/sites/sites';

export const NBSP = '\u00A0';
export const STAFF_COOKIE = { previewAuthToken: 'staff-token' };

export interface MarketExpectation {
  /** The site an element without `site` takes in this module: its only one, CH in the Swiss module. */
  defaultSite: Site;
  /** The market's sites, each with its lang and a text its footer or newsletter block shows. */
  sites: Record<string, { lang: string; shows: string }>;
  /** A site of another market, and the module its error names. */
  other: { site: string; module: string };
  /** What the error says this module carries. */
  carries: string;
}

export const MARKETS: Record<string, MarketExpectation> = {
  de: {
    defaultSite: 'DE',
    sites: { DE: { lang: 'de-DE', shows: `Newsletter abonnieren und 10${NBSP}% sparen` } },
    other: { site: 'AT', module: 'storefront-elements.at.js' },
    carries: 'DE',
  },
  at: {
    defaultSite: 'AT',
    sites: { AT: { lang: 'de-AT', shows: 'Alle Preise inkl. USt., zzgl. Versandkosten.' } },
    other: { site: 'DE', module: 'storefront-elements.de.js' },
    carries: 'AT',
  },
  ch: {
    defaultSite: 'CH',
    sites: {
      CH: { lang: 'de-CH', shows: 'Newsletter abonnieren und 10% sparen' },
      CH_FR: { lang: 'fr-CH', shows: 'Abonnez-vous à la newsletter et économisez 10%' },
    },
    other: { site: 'DE', module: 'storefront-elements.de.js' },
    carries: 'CH, CH_FR',
  },
  cz: {
    defaultSite: 'CZ',
    sites: { CZ: { lang: 'cs-CZ', shows: `Přihlaste se k odběru newsletteru a ušetřete 10${NBSP}%` } },
    other: { site: 'SK', module: 'storefront-elements.sk.js' },
    carries: 'CZ',
  },
  hu: {
    defaultSite: 'HU',
    sites: { HU: { lang: 'hu-HU', shows: 'Iratkozzon fel hírlevelünkre, és spóroljon 10%-ot' } },
    other: { site: 'DE', module: 'storefront-elements.de.js' },
    carries: 'HU',
  },
  pl: {
    defaultSite: 'PL',
    sites: { PL: { lang: 'pl-PL', shows: 'Zapisz się do newslettera i odbierz 10% rabatu' } },
    other: { site: 'CZ', module: 'storefront-elements.cz.js' },
    carries: 'PL',
  },
  sk: {
    defaultSite: 'SK',
    sites: { SK: { lang: 'sk-SK', shows: `Doprava zadarmo pri nákupe od 40${NBSP}€, s vernostnou kartou už od 20${NBSP}€.` } },
    other: { site: 'CZ', module: 'storefront-elements.cz.js' },
    carries: 'SK',
  },
  tr: {
    defaultSite: 'TR',
    sites: { TR: { lang: 'tr-TR', shows: 'E-bültenimize abone olun, %10 indirim kazanın' } },
    other: { site: 'DE', module: 'storefront-elements.de.js' },
    carries: 'TR',
  },
};

export const COUNTRY_LABELS = [
  'Österreich',
  'Schweiz (Deutsch)',
  'Suisse (français)',
  'Česko',
  'Deutschland',
  'Magyarország',
  'Polska',
  'Slovensko',
  'Türkiye',
];

/** A page that records storefront-error events and loads the market module. */
export function marketPage(market: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${market}</title>
<script>window.__storefrontErrors = []; document.addEventListener('storefront-error', (e) => window.__storefrontErrors.push(e.detail));</script>
<script type="module" src="/dist/markets/storefront-elements.${market}.js"></script></head><body>${body}</body></html>`;
}
