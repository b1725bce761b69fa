// Shared by the shop-footer browser tests: what each site must show (the specification's service
// headings in the site's language, its delivery and return facts, its per-country pages), page
// set-up and helpers that read the footer's shadow root.
import type { Page } from 'playwright-core';
import { SITES, type Site } from '../src/sites/sites';
import type { OpenOptions, useBrowser } from './support/harness';

export { SITES, type Site };

interface SiteExpectations {
  lang: string;
  /** payment, delivery, Click & Collect, returns and complaints, contact and help, loyalty card, further product services, about the company */
  headings: string[];
  facts: string[];
  /** legal notice, terms, withdrawal right, sustainability, gift card, manuals, disposal and ingredients, careers */
  pages: string[];
}

/** Amounts never break from their unit. */
const NBSP = '\u00A0';

const GERMAN_HEADINGS = [
  'Bezahlung',
  'Lieferung',
  'Click & Collect',
  'Rückgabe & Reklamation',
  'Kontakt & Hilfe',
  'Kundenkarte',
  'Weitere Produktservices',
  'Über uns',
];
const GERMAN_PAGES = [
  '/impressum',
  '/agb',
  '/widerrufsrecht',
  '/nachhaltigkeit',
  '/geschenkkarte',
  '/bedienungsanleitungen',
  '/entsorgung-und-inhaltsstoffe',
  '/karriere',
];

export const EXPECTED: Record<Site, SiteExpectations> = {
  DE: { lang: 'de-DE', headings: GERMAN_HEADINGS, facts: ['30 Tage'], pages: GERMAN_PAGES },
  AT: { lang: 'de-AT', headings: GERMAN_HEADINGS, facts: ['14 Tage'], pages: GERMAN_PAGES },
  CH: {
    lang: 'de-CH',
    headings: GERMAN_HEADINGS,
    facts: ['3 Monate'],
    pages: GERMAN_PAGES.map((path) => (path === '/widerrufsrecht' ? '/rueckgaberecht' : path)),
  },
  CH_FR: {
    lang: 'fr-CH',
    headings: [
      'Paiement',
      'Livraison',
      'Click & Collect',
      'Retours & réclamations',
      'Contact & aide',
      'Carte client',
      'Autres services produits',
      'À propos de nous',
    ],
    facts: ['3 mois'],
    pages: [
      '/mentions-legales',
      '/conditions-generales',
      '/droit-de-retour',
      '/durabilite',
      '/carte-cadeau',
      '/modes-d-emploi',
      '/elimination-et-composition',
      '/carriere',
    ],
  },
  CZ: {
    lang: 'cs-CZ',
    headings: [
      'Platba',
      'Doprava',
      'Click & Collect',
      'Vrácení a reklamace',
      'Kontakt a pomoc',
      'Věrnostní karta',
      'Další služby k produktům',
      'O nás',
    ],
    facts: [`999${NBSP}Kč`, `499${NBSP}Kč`, '30 dní', '11. káva'],
    pages: [
      '/provozovatel',
      '/obchodni-podminky',
      '/odstoupeni-od-smlouvy',
      '/udrzitelnost',
      '/darkova-karta',
      '/navody-k-pouziti',
      '/likvidace-a-slozeni',
      '/kariera',
    ],
  },
  HU: {
    lang: 'hu-HU',
    headings: [
      'Fizetés',
      'Szállítás',
      'Click & Collect',
      'Visszaküldés és reklamáció',
      'Kapcsolat és segítség',
      'Hűségkártya',
      'További termékszolgáltatások',
      'Rólunk',
    ],
    facts: ['30 napon', 'elállási jog'],
    pages: [
      '/impresszum',
      '/aszf',
      '/elallasi-jog',
      '/fenntarthatosag',
      '/ajandekkartya',
      '/hasznalati-utmutatok',
      '/hulladekkezeles-es-osszetevok',
      '/karrier',
    ],
  },
  PL: {
    lang: 'pl-PL',
    headings: [
      'Płatność',
      'Dostawa',
      'Click & Collect',
      'Zwroty i reklamacje',
      'Kontakt i pomoc',
      'Karta lojalnościowa',
      'Dodatkowe usługi produktowe',
      'O nas',
    ],
    facts: [`100${NBSP}zł`, '30 dni', `0${NBSP}zł`],
    pages: [
      '/nota-prawna',
      '/regulamin',
      '/odstapienie-od-umowy',
      '/zrownowazony-rozwoj',
      '/karta-podarunkowa',
      '/instrukcje-obslugi',
      '/utylizacja-i-skladniki',
      '/kariera',
    ],
  },
  SK: {
    lang: 'sk-SK',
    headings: [
      'Platba',
      'Doprava',
      'Click & Collect',
      'Vrátenie a reklamácie',
      'Kontakt a pomoc',
      'Vernostná karta',
      'Ďalšie služby k produktom',
      'O nás',
    ],
    facts: [`40${NBSP}€`, `20${NBSP}€`, '30 dní', '11. káva'],
    pages: [
      '/prevadzkovatel',
      '/obchodne-podmienky',
      '/odstupenie-od-zmluvy',
      '/udrzatelnost',
      '/darcekova-karta',
      '/navody-na-pouzitie',
      '/likvidacia-a-zlozenie',
      '/kariera',
    ],
  },
  TR: {
    lang: 'tr-TR',
    headings: [
      'Ödeme',
      'Teslimat',
      'Click & Collect',
      'İade ve Şikâyet',
      'İletişim ve Yardım',
      'Sadakat Kartı',
      'Diğer Ürün Hizmetleri',
      'Hakkımızda',
    ],
    facts: [`1.000${NBSP}TL`, '1-2 iş günü', '90 gün', '09:00-19:00'],
    pages: [
      '/kunye',
      '/mesafeli-satis-sozlesmesi',
      '/cayma-hakki',
      '/surdurulebilirlik',
      '/hediye-karti',
      '/kullanim-kilavuzlari',
      '/bertaraf-ve-icerikler',
      '/kariyer',
    ],
  },
};

/** Paths every site links to (specification, section 2). */
export const COMMON_PATHS = [
  '/service/storefinder/',
  '/contact',
  '/subscribenewsletter',
  '/privacy',
  '/blog',
  '/loyalty-card/registration',
  '/loyalty-card/app-registration',
];

type Browser = ReturnType<typeof useBrowser>;

/**
 * Opens a test page with the given footer markup and waits until the footer has painted. The page
 * has no body margin: the footer spans the window, as on a shop page (it lays out by its own width).
 */
export async function openFooter(browser: Browser, footer = '<shop-footer></shop-footer>', options: OpenOptions = {}) {
  const html = `<style>body { margin: 0; }</style><main><h1>Shop page</h1></main>${footer}`;
  const opened = await browser.open('/footer-test.html', { html, ...options });
  await footerPainted(opened.page);
  return opened;
}

export async function footerPainted(page: Page, index = 0): Promise<void> {
  await page.waitForFunction((at) => {
    const footer = document.querySelectorAll('shop-footer')[at]?.shadowRoot?.querySelector('footer.ft');
    return footer !== null && footer !== undefined && !footer.hasAttribute('aria-busy');
  }, index);
}

/** The footer's visible text. */
export const footerText = (page: Page) =>
  page.evaluate(() => (document.querySelector('shop-footer')?.shadowRoot?.querySelector('.ft') as HTMLElement | null)?.innerText ?? '');

/** Every link of the footer: its href attribute, resolved URL, target and rel. */
export const footerLinks = (page: Page) =>
  page.evaluate(() =>
    [...(document.querySelector('shop-footer')?.shadowRoot?.querySelectorAll('a') ?? [])].map((a) => ({
      text: a.textContent?.trim() ?? '',
      attribute: a.getAttribute('href'),
      href: a.href,
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
      country: a.closest('.ft-country') !== null,
    })),
  );

/** Console errors other than the browser's own "Failed to load resource" line for a 404 answer. */
export const ownErrors = (errors: string[]) => errors.filter((error) => !error.startsWith('Failed to load resource'));
