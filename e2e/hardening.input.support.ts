// Data for hardening.input: malformed token cookies; footer content and promotions with hostile
// URLs and texts in every place a content URL or text goes, and content of the wrong types everywhere.
import type { Page } from 'playwright-core';
import { token } from './hardening.support';

export const MARKUP = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
export const encoded = (text: string) => encodeURIComponent(text);
const b64 = (text: string) => Buffer.from(text).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

const jwtOf = (payload: string) => `${b64('{"alg":"none"}')}.${b64(payload)}.sig`;

/** Malformed token cookies: label, cookie value, and what the element reads when that differs (the URI-decoded value). */
export const MALFORMED_TOKENS: [string, string, string?][] = [
  ['garbage', 'garbage'],
  ['a.b.c', 'a.b.c'],
  ['a broken escape', '%E0%A4%A'],
  ['a JWT whose payload is not JSON', jwtOf('not json {')],
  ['a JWT whose payload is a number', jwtOf('42')],
  ['a JWT whose payload is null', jwtOf('null')],
  ['a JWT with exp as a string', token({ exp: String(now() + 3600), ren: String(now() - 60) })],
  ['a JWT with null times', token({ exp: null, ren: null })],
  ['markup', encoded(MARKUP), MARKUP],
  ['a non-Latin-1 value', encoded('tökén€'), 'tökén€'],
  ['very long', 'x'.repeat(3800)],
];

/** Schemes a link may have. */
export const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'];
/** Whether the browser would read a scheme from the URL (it drops leading controls and spaces, and tabs and newlines anywhere). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the controls a URL parser drops
export const hasScheme = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url.replace(/[\u0000-\u0020]/g, ''));

/** URLs that must never become a live link (label, URL). */
export const BAD_URLS: [string, string][] = [
  ['javascript:', 'javascript:window.__xss=1'],
  ['javascript: with leading spaces', '   javascript:window.__xss=1'],
  ['javascript: in mixed case', 'JaVaScRiPt:window.__xss=1'],
  ['javascript: with an entity', 'java&#115;cript:window.__xss=1'],
  ['javascript: with a leading entity', '&#106;avascript:window.__xss=1'],
  ['javascript: with a tab inside', 'java\tscript:window.__xss=1'],
  ['javascript: with a newline inside', 'java\nscript:window.__xss=1'],
  ['javascript: after a control character', '\u0001javascript:window.__xss=1'],
  ['data: HTML', 'data:text/html,<script>window.__xss=1</script>'],
  ['data: in upper case with spaces', '  DATA:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg=='],
  ['vbscript:', 'vbscript:msgbox(1)'],
];

/** Texts of the content below, each shown once. */
export const CONTENT_TEXTS = ['Lieferung', 'Versand', 'Beliebte Kategorien', 'Facebook', 'App Store', 'Impressum', 'Versandkosten'];

/** Content with `url` in every place that takes a URL and `label` in front of every text. */
export function contentWith(url: string, label = '') {
  const link = (text: string) => ({ url, text: `${label}${text}` });
  return {
    headline: `${label}Service`,
    teaser: {
      groups: [
        {
          heading: { iconName: 'delivery', link: link('Lieferung') },
          introductoryText: `${label}Schnell geliefert`,
          links: [{ link: link('Versand') }, { link: { url: '/versand', text: `${label}Gute Seite` } }],
        },
      ],
    },
    seo: { heading: `${label}Beliebte Kategorien`, columns: [[link('Kaffee')]] },
    socialMedia: { heading: `${label}Folgen Sie uns`, icons: [{ iconName: 'facebook', link: link('Facebook') }] },
    appReferences: { heading: `${label}Apps`, icons: [{ iconName: 'apple', link: link('App Store') }] },
    legalLinks: [link('Impressum'), { url: '/datenschutz', text: `${label}Datenschutz` }],
    viewChanger: { toMobile: `${label}Mobile Version`, toDesktop: `${label}Desktop-Version` },
    qualityLogos: {
      heading: `${label}Qualität`,
      logos: [{ link: url, image: { label: `${label}Siegel`, source: 'QUALITY_SEAL', width: 85, height: 40 } }],
    },
    salesTax: { textBeforeLink: `${label}Alle Preise inkl. MwSt., zzgl. `, link: link('Versandkosten'), textAfterLink: `${label}.` },
  };
}

/** Wrong types in every place, with one good part of each kind in between. */
export const WRONG_TYPES: Record<string, unknown> = {
  headline: 42,
  teaser: {
    groups: [
      null,
      17,
      'group',
      { heading: { iconName: { toString: 'not callable' }, link: { url: 5, text: ['x'] } }, links: {} },
      {
        heading: { iconName: { toString: 'not callable' }, link: { url: '/zahlung', text: 'Bezahlen' } },
        images: [{ label: 'Karte', source: { toString: 'not callable' } }],
      },
      {
        heading: { iconName: 99, link: { url: '/lieferung', text: 'Lieferung' } },
        hideGroupInCheckout: 'yes',
        introductoryText: {},
        links: { 0: 'a' },
        images: 'x',
      },
      {
        heading: { link: { url: '/retoure', text: 'Rückgabe' } },
        links: [
          null,
          { link: null },
          { link: { url: null, text: 'Retourenschein' } },
          { link: { url: '/hilfe', text: 'Hilfe' }, hideInClassic: 'no' },
        ],
      },
    ],
  },
  seo: { heading: null, columns: 'x' },
  socialMedia: [],
  appReferences: {
    heading: 'Apps',
    icons: [{ iconName: 5, link: {} }, { iconName: 'apple', link: { url: '/ios', text: 'App Store' } }, 'x'],
  },
  legalLinks: { 0: { url: '/impressum', text: 'Impressum' } },
  viewChanger: 'mobile',
  qualityLogos: {
    heading: 'Qualität',
    logos: [
      { image: { label: 'Siegel', source: 'NOT_A_LOGO', width: '80', height: null } },
      { image: { label: 7, source: {}, width: 85, height: 40 } },
      { image: { label: 'Siegel', source: { toString: 'not callable' }, width: 85, height: 40 } },
      { link: 3, image: { label: 'Trusted Shops', source: 'TRUSTED_SHOPS', width: 85, height: 40 } },
    ],
  },
  salesTax: { textBeforeLink: 'Alle Preise inkl. MwSt., zzgl. ', link: { url: 7, text: 'Versandkosten' }, textAfterLink: 12 },
};

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

/** The footer's visible text. */
export const footerText = (page: Page) =>
  page.locator('shop-footer').evaluate((footer) => (footer.shadowRoot!.querySelector('.ft') as HTMLElement).innerText);
