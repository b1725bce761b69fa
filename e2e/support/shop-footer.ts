// Shared by the shop-footer browser tests: what each site must show (the specification's service
// headings in the site's language, its per-country pages), page
// set-up and helpers that read the footer's shadow root.
import type { Page } from 'playwright-core';
import { SITES, type Site } from '../../src/sites/sites';
import type { OpenOptions, useBrowser } from './harness';

export { SITES, type Site };

interface SiteExpectations {
  /** payment, delivery, Click & Collect, returns and complaints, contact and help, loyalty card, further product services, about the company */
  headings: string[];
  /** legal notice, terms, withdrawal right, sustainability, gift card, manuals, disposal and ingredients, careers */
  pages: string[];
}

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
  DE: { headings: GERMAN_HEADINGS, pages: GERMAN_PAGES },
  AT: { headings: GERMAN_HEADINGS, pages: GERMAN_PAGES },
  CH: {
    headings: GERMAN_HEADINGS,
    pages: GERMAN_PAGES.map((path) => (path === '/widerrufsrecht' ? '/rueckgaberecht' : path)),
  },
  CH_FR: {
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

/** Paths every site links to (docs/specification.md, section 2). */
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

/** The footer shows its content: answered, and painted (visible, not only in the DOM). */
export async function footerPainted(page: Page, index = 0): Promise<void> {
  await page.waitForFunction((at) => {
    const footer = document.querySelectorAll('shop-footer')[at]?.shadowRoot?.querySelector('footer.ft');
    return footer?.hasAttribute('aria-busy') === false && footer.checkVisibility({ visibilityProperty: true });
  }, index);
}

/**
 * The headings of the footer's service groups: each group has exactly one level-3 heading, and
 * nothing else in the footer is one. Hidden ones count too, so "none" also rules out groups that
 * are there but hidden.
 */
export const groupHeadings = (page: Page) => page.getByRole('contentinfo').getByRole('heading', { level: 3, includeHidden: true });

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

/** Every link of the footer's shadow root (also inside nested elements), with its resolved scheme. */
export const footerAnchors = (page: Page) =>
  page.locator('shop-footer').evaluate((footer) => {
    const anchors: { text: string; protocol: string; href: string }[] = [];
    const collect = (root: ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element instanceof HTMLAnchorElement)
          anchors.push({ text: element.textContent ?? '', protocol: element.protocol, href: element.getAttribute('href') ?? '' });
        if (element.shadowRoot) collect(element.shadowRoot);
      }
    };
    collect(footer.shadowRoot!);
    return anchors;
  });
