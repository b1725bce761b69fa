// Each market module (dist/markets/storefront-elements.<market>.js) on a page of its market: the
// footer of every site of the market renders with its newsletter block and the staff's preview
// button, in the site's language, with the country switcher's nine entries; an element for a site
// of another market renders nothing and logs one error naming the module to load.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/harness';
import { footerPainted } from './shop-footer.support';

const browser = useBrowser();

const NBSP = '\u00A0';
const STAFF_COOKIE = { previewAuthToken: 'staff-token' };

interface MarketExpectation {
  /** The market's sites, each with its lang and a text its footer or newsletter block shows. */
  sites: Record<string, { lang: string; shows: string }>;
  /** A site of another market, and the module its error names. */
  other: { site: string; module: string };
  /** What the error says this module carries. */
  carries: string;
}

const MARKETS: Record<string, MarketExpectation> = {
  de: {
    sites: { DE: { lang: 'de-DE', shows: `Newsletter abonnieren und 10${NBSP}% sparen` } },
    other: { site: 'AT', module: 'storefront-elements.at.js' },
    carries: 'DE',
  },
  at: {
    sites: { AT: { lang: 'de-AT', shows: 'Alle Preise inkl. USt., zzgl. Versandkosten.' } },
    other: { site: 'DE', module: 'storefront-elements.de.js' },
    carries: 'AT',
  },
  ch: {
    sites: {
      CH: { lang: 'de-CH', shows: 'Newsletter abonnieren und 10% sparen' },
      CH_FR: { lang: 'fr-CH', shows: 'Abonnez-vous à la newsletter et économisez 10%' },
    },
    other: { site: 'DE', module: 'storefront-elements.de.js' },
    carries: 'CH, CH_FR',
  },
  cz: {
    sites: { CZ: { lang: 'cs-CZ', shows: `Přihlaste se k odběru newsletteru a ušetřete 10${NBSP}%` } },
    other: { site: 'SK', module: 'storefront-elements.sk.js' },
    carries: 'CZ',
  },
  hu: {
    sites: { HU: { lang: 'hu-HU', shows: 'Iratkozzon fel hírlevelünkre, és spóroljon 10%-ot' } },
    other: { site: 'DE', module: 'storefront-elements.de.js' },
    carries: 'HU',
  },
  pl: {
    sites: { PL: { lang: 'pl-PL', shows: 'Zapisz się do newslettera i odbierz 10% rabatu' } },
    other: { site: 'CZ', module: 'storefront-elements.cz.js' },
    carries: 'PL',
  },
  sk: {
    sites: { SK: { lang: 'sk-SK', shows: `Doprava zadarmo pri nákupe od 40${NBSP}€, s vernostnou kartou už od 20${NBSP}€.` } },
    other: { site: 'CZ', module: 'storefront-elements.cz.js' },
    carries: 'SK',
  },
  tr: {
    sites: { TR: { lang: 'tr-TR', shows: 'E-bültenimize abone olun, %10 indirim kazanın' } },
    other: { site: 'DE', module: 'storefront-elements.de.js' },
    carries: 'TR',
  },
};

const COUNTRY_LABELS = [
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

function marketPage(market: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${market}</title>
<script>window.__storefrontErrors = []; document.addEventListener('storefront-error', (e) => window.__storefrontErrors.push(e.detail));</script>
<script type="module" src="/dist/markets/storefront-elements.${market}.js"></script></head><body>${body}</body></html>`;
}

describe.each(Object.entries(MARKETS))('the %s market module', (market, expected) => {
  it('renders its sites in their languages and names the module for a site of another market', async () => {
    const sites = Object.keys(expected.sites);
    const body = `${sites.map((site) => `<shop-footer site="${site}" newsletter preview></shop-footer>`).join('')}<nl-signup site="${expected.other.site}"></nl-signup>`;
    const context = await browser.newContext({ cookies: STAFF_COOKIE });
    const page = await context.newPage();
    const errors: string[] = [];
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
      if (message.type() === 'warning') warnings.push(message.text()); // a missing text is one
    });
    await page.route(`${browser.url}/market.html`, (route) => route.fulfill({ contentType: 'text/html', body: marketPage(market, body) }));
    await page.goto(`${browser.url}/market.html`);

    for (const [index, site] of sites.entries()) {
      await footerPainted(page, index);
      const footer = page.locator('shop-footer').nth(index);
      await footer.locator('nl-signup input[name="newsletterEmail"]').waitFor();
      await footer.getByRole('button', { name: 'Preview settings', exact: true }).waitFor();
      const rendered = await footer.evaluate((host) => {
        const root = host.shadowRoot!;
        const signup = root.querySelector('nl-signup')!.shadowRoot!;
        return {
          langs: [root.querySelector('.sf-root')?.getAttribute('lang'), signup.querySelector('.sf-root')?.getAttribute('lang')],
          text: `${root.textContent} ${signup.textContent}`,
        };
      });
      expect(rendered.langs, site).toEqual([expected.sites[site].lang, expected.sites[site].lang]);
      expect(rendered.text, site).toContain(expected.sites[site].shows);
      for (const label of COUNTRY_LABELS) expect(rendered.text, `${site}: country ${label}`).toContain(label);
    }

    const message = `Site "${expected.other.site}" is not in this module, storefront-elements.${market}.js, which carries ${expected.carries}. Load ${expected.other.module} instead, or storefront-elements.js for every site.`;
    await expect.poll(() => errors).toEqual([`[storefront-elements] <nl-signup>: ${message}`]);
    expect(await page.evaluate(() => (window as unknown as { __storefrontErrors: unknown[] }).__storefrontErrors)).toEqual([
      { element: 'nl-signup', message },
    ]);
    expect(await page.evaluate(() => document.querySelector('body > nl-signup')?.shadowRoot?.childElementCount)).toBe(0);
  });
});
