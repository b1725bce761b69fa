// Issue 12 as a shopper sees it: one page per site with the footer and its newsletter block, the
// corrected wording, amounts that never break from their unit, each language's typography, the
// legal links per country, the Hungarian name order, and a locale without texts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/harness';
import { footerPainted } from './support/shop-footer';
import type { Site } from '../src/sites/sites';

const browser = useBrowser();

const NBSP = '\u00A0';
const NNBSP = '\u202F';

interface Expected {
  lang: string;
  /** Texts shown, literally (footer and newsletter block). */
  shows: string[];
  /** Texts that must be gone. */
  never: string[];
  quotes: [string, string];
  legal?: { text: string; href: string };
}

const EXPECTED: Record<Site, Expected> = {
  DE: {
    lang: 'de-DE',
    shows: [
      `Newsletter abonnieren und 10${NBSP}% sparen`,
      `Ihren Willkommensgutschein über 10${NBSP}% erhalten Sie per E-Mail, sobald Sie Ihre Anmeldung bestätigt haben.`,
      'Alle Preise inkl. gesetzl. MwSt., zzgl. Versandkosten.',
    ],
    never: ['10 %-Willkommensgutschein'],
    quotes: ['„', '“'],
    legal: { text: 'Widerrufsrecht', href: '/widerrufsrecht' },
  },
  AT: {
    lang: 'de-AT',
    shows: [`Newsletter abonnieren und 10${NBSP}% sparen`, 'Alle Preise inkl. USt., zzgl. Versandkosten.'],
    never: ['MwSt.'],
    quotes: ['„', '“'],
    legal: { text: 'Widerrufsrecht', href: '/widerrufsrecht' },
  },
  CH: {
    lang: 'de-CH',
    shows: ['Newsletter abonnieren und 10% sparen', 'Mit Klick auf «Jetzt anmelden» willige ich ein'],
    never: ['ß'],
    quotes: ['«', '»'],
  },
  CH_FR: {
    lang: 'fr-CH',
    shows: [
      'Abonnez-vous à la newsletter et économisez 10%',
      `Une question sur votre commande${NNBSP}? Nous vous aidons volontiers.`,
      `En cliquant sur «${NNBSP}S’abonner maintenant${NNBSP}»`,
      'vous pouvez analyser les newsletters que j’ouvre et les liens sur lesquels je clique',
      'à tout moment avec effet pour l’avenir',
      'Soumis aux conditions d’utilisation des bons.',
      'Suisse (français)',
    ],
    never: ['Suisse (Français)', 'conditions des bons s’appliquent'],
    quotes: ['«', '»'],
  },
  CZ: {
    lang: 'cs-CZ',
    shows: [
      `Přihlaste se k odběru newsletteru a ušetřete 10${NBSP}%`,
      `Doprava zdarma při nákupu od 999${NBSP}Kč, s věrnostní kartou už od 499${NBSP}Kč.`,
      `S věrnostní kartou je každá 11. káva v našich prodejnách zdarma. Navíc máte dopravu zdarma už od 499${NBSP}Kč.`,
    ],
    never: ['nad 999', 'v naší prodejně'],
    quotes: ['„', '“'],
  },
  SK: {
    lang: 'sk-SK',
    shows: [
      `Doprava zadarmo pri nákupe od 40${NBSP}€, s vernostnou kartou už od 20${NBSP}€.`,
      `Každá 11. káva v našich predajniach je zadarmo. S vernostnou kartou máte navyše dopravu zadarmo už od 20${NBSP}€.`,
    ],
    never: ['zdarma', 'nad 40', 'v našej predajni'],
    quotes: ['„', '“'],
  },
  HU: {
    lang: 'hu-HU',
    shows: ['Iratkozzon fel hírlevelünkre, és spóroljon 10%-ot', 'Betöltöttem a 16. életévemet.', 'Férfidivat'],
    never: ['Elmúltam', 'Férfi divat'],
    quotes: ['„', '”'],
  },
  PL: {
    lang: 'pl-PL',
    shows: [
      'Zapisz się do newslettera i odbierz 10% rabatu',
      `Darmowa dostawa przy zamówieniach od 100${NBSP}zł.`,
      `Click & Collect kosztuje 0${NBSP}zł.`,
    ],
    never: ['oszczędzaj'],
    quotes: ['„', '”'],
  },
  TR: {
    lang: 'tr-TR',
    shows: [
      'E-bültenimize abone olun, %10 indirim kazanın',
      `1.000${NBSP}TL ve üzeri siparişlerde kargo ücretsiz.`,
      'Aboneliğinizi onayladığınızda %10 hoş geldin kuponunuzu e-posta ile göndereceğiz.',
      'Atık bertarafı ve içerik bilgileri',
      'E-bültenimize abone olun',
      'ticari elektronik iletilerin e-posta adresime gönderilmesini kabul ediyorum',
      'açık rıza veriyorum. Bu açık rıza isteğe bağlıdır; dilediğim zaman geri alabilirim.',
    ],
    never: ['1000 TL', 'Bültenimize abone olun'],
    quotes: ['“', '”'],
    legal: { text: 'KVKK Aydınlatma Metni', href: '/kvkk-aydinlatma-metni' },
  },
};

const UNITS = '(?:€|Kč|zł|Ft|TL|CHF|%)';
const BREAKABLE_AMOUNT = new RegExp(`\\d[ \\n]${UNITS}(?!\\p{L})|(?:€|CHF|%)[ \\n]\\d`, 'u');

/** Opens the footer with its newsletter block and shows the block's extra fields. */
async function openSite(attributes: string) {
  const opened = await browser.open('/texts-test.html', {
    html: `<main><h1>Shop</h1></main><shop-footer ${attributes} newsletter></shop-footer>`,
  });
  await footerPainted(opened.page);
  const signup = opened.page.locator('shop-footer nl-signup');
  await signup.locator('input[name="newsletterEmail"]').focus();
  await signup.locator('input[name="consents"]').waitFor();
  return { ...opened, signup };
}

/** The text of the footer and of its newsletter block, hidden parts (collapsed panels, country list) included. */
const shownText = (page: Page) =>
  page.evaluate(() => {
    const footer = document.querySelector('shop-footer')!.shadowRoot!;
    return `${footer.textContent} ${footer.querySelector('nl-signup')!.shadowRoot!.textContent}`;
  });

/** The accessible name of the footer's legal-links navigation, per site. */
const LEGAL_NAV: Record<Site, string> = {
  DE: 'Rechtliche Hinweise',
  AT: 'Rechtliche Hinweise',
  CH: 'Rechtliche Hinweise',
  CH_FR: 'Informations légales',
  CZ: 'Právní informace',
  SK: 'Právne informácie',
  HU: 'Jogi információk',
  PL: 'Informacje prawne',
  TR: 'Yasal bilgiler',
};

// no user-facing handle: the lang attribute sits on each shadow root's render root, which has no role
const langs = (page: Page) =>
  page.evaluate(() => {
    const footer = document.querySelector('shop-footer')!.shadowRoot!;
    const signup = footer.querySelector('nl-signup')!.shadowRoot!;
    return [footer.querySelector('.sf-root')?.getAttribute('lang'), signup.querySelector('.sf-root')?.getAttribute('lang')];
  });

describe('texts as each site shows them', () => {
  it.each(Object.keys(EXPECTED) as Site[])('%s', async (site) => {
    const expected = EXPECTED[site];
    const { page, signup, warnings } = await openSite(`site="${site}"`);
    const text = await shownText(page);

    expect(await langs(page)).toEqual([expected.lang, expected.lang]);
    for (const shown of expected.shows) expect(text, shown).toContain(shown);
    for (const gone of expected.never) expect(text, gone).not.toContain(gone);
    expect(text.match(BREAKABLE_AMOUNT)?.[0], 'a plain space inside an amount').toBeUndefined();
    const quotes = [...new Set(text.match(/["„“”«»]/gu) ?? [])];
    expect(
      quotes.every((mark) => expected.quotes.includes(mark)),
      quotes.join(' '),
    ).toBe(true);
    if (site === 'CH_FR') expect(text.match(/[^\u202F0-9][:;?!]|«[^\u202F]|[^\u202F]»/u)?.[0], 'French spacing').toBeUndefined();

    const legalRow = page.locator('shop-footer').getByRole('navigation', { name: LEGAL_NAV[site], exact: true });
    if (expected.legal) {
      await expect(legalRow.getByRole('link', { name: expected.legal.text, exact: true }).getAttribute('href')).resolves.toBe(
        expected.legal.href,
      );
    }
    if (site === 'DE' || site === 'AT') {
      const texts = (await legalRow.getByRole('listitem').allTextContents()).slice(0, 4);
      expect(texts).toEqual(['Impressum', 'Datenschutz', 'AGB', 'Widerrufsrecht']);
    }
    if (site === 'TR') {
      const kvkk = signup.getByRole('link', { name: 'KVKK Aydınlatma Metni' });
      await expect(kvkk.count()).resolves.toBe(2); // the commercial-message consent and the personal-marketing consent
    }

    const names = await signup
      .locator('input[name="firstName"], input[name="lastName"]')
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name')));
    const nameOrder: Partial<Record<Site, string[]>> = {
      HU: ['lastName', 'firstName'],
      AT: ['firstName', 'lastName'],
      TR: ['firstName', 'lastName'],
    };
    expect(names).toEqual(nameOrder[site] ?? []);
    expect(warnings).toEqual([]);
  });
});

describe('a locale the kit has no texts for', () => {
  it('keeps the site texts with the site lang and logs one warning', async () => {
    const { page, warnings } = await openSite('site="CZ" locale="en-GB"');
    expect(await langs(page)).toEqual(['cs-CZ', 'cs-CZ']);
    expect(await shownText(page)).toContain(`Doprava zdarma při nákupu od 999${NBSP}Kč`);
    expect(warnings).toEqual(['[storefront-elements] <shop-footer>: has no texts for locale "en-GB"; using the site\'s cs-CZ.']);
  });
});
