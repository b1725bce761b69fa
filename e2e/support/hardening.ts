// Shared by the hardening tests: a page with every element, a scenario that makes every call the
// elements make, and the checks that hold whatever goes wrong; the hostile input of hardening.input
// and hardening.content: malformed token cookies, and footer content with hostile URLs and texts in
// every place a content URL or text goes, and of the wrong types everywhere.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { base64url, base64urlText, nowSeconds, unsignedToken } from '../../src/test-support/tokens';
import type { TestPage } from './harness';

/** A login token that is due for renewal and has no lid, so both renew calls are made. */
export function dueTokens(now = nowSeconds()) {
  return {
    loginToken: unsignedToken({ exp: now + 3600, ren: now - 60 }),
    longTermToken: unsignedToken({ exp: now + 86_400, ren: now - 60, lid: true }),
    'XSRF-TOKEN': 'xsrf-hardening',
  };
}

export const STAFF = { previewAuthToken: 'staff-hardening' };

export const ALL_ELEMENTS = `
<shop-layout content-type="text/html">
  <header slot="header"><h1>Shop</h1></header>
  <nl-signup id="main-signup"></nl-signup>
  <shop-footer slot="footer" newsletter preview></shop-footer>
</shop-layout>
<session-keeper></session-keeper>
<script>
  window.sessionStatuses = [];
  document.addEventListener('session-status', (e) => window.sessionStatuses.push(e.detail.status));
  window.__uncaught = [];
  window.addEventListener('error', (e) => window.__uncaught.push(String(e.message)));
  window.addEventListener('unhandledrejection', (e) => window.__uncaught.push(String(e.reason)));
</script>`;

export const signup = (page: Page) => page.locator('#main-signup');
export const emailField = (page: Page) => signup(page).getByRole('textbox', { name: /E-Mail-Adresse/ });
export const submitButton = (page: Page) => signup(page).getByRole('button', { name: 'Jetzt anmelden' });
export const previewLauncher = (page: Page) => page.getByRole('button', { name: 'Preview settings', exact: true });

/** No uncaught exception, no injected markup ran, and no element of a shadow root came from markup in data. */
export async function expectNoBreakage(opened: TestPage) {
  const { page, pageErrors } = opened;
  expect(pageErrors).toEqual([]);
  const state = await page.evaluate(() => {
    const roots: ShadowRoot[] = [];
    const collect = (node: Document | ShadowRoot) => {
      for (const element of node.querySelectorAll('*')) {
        if (element.shadowRoot) {
          roots.push(element.shadowRoot);
          collect(element.shadowRoot);
        }
      }
    };
    collect(document);
    const injected = roots.flatMap((root) =>
      [...root.querySelectorAll('[onerror], [onload], script, iframe, object, embed')].map((e) => e.outerHTML.slice(0, 80)),
    );
    const liveBadLinks = roots.flatMap((root) =>
      [...root.querySelectorAll('a[href]')]
        .map((a) => a.getAttribute('href') ?? '')
        .filter((href) => /^\s*(javascript|data|vbscript):/i.test(href)),
    );
    return {
      xss: window.__xss ?? null,
      uncaught: window.__uncaught ?? [],
      injected,
      liveBadLinks,
    };
  });
  expect(state).toEqual({ xss: null, uncaught: [], injected: [], liveBadLinks: [] });
}

/** The newsletter block is usable: it shows its form with the e-mail field or its success message. */
export async function expectSignupUsable(page: Page) {
  const form = await emailField(page).count();
  const success = await signup(page).getByText('Vielen Dank für Ihre Newsletter-Anmeldung').count();
  expect(form + success, 'nl-signup shows its form or its success message').toBeGreaterThan(0);
}

/** The footer rendered its content. */
export async function expectFooterRendered(page: Page) {
  await expect.poll(() => page.locator('shop-footer').getByRole('link').count(), { timeout: 10_000 }).toBeGreaterThan(10);
}

/** Markup that runs script if it is ever interpreted as HTML. */
export const MARKUP = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
export const encoded = (text: string) => encodeURIComponent(text);

/** Malformed token cookies: label, cookie value, and what the element reads when that differs (the URI-decoded value). */
export const MALFORMED_TOKENS: [string, string, string?][] = [
  ['garbage', 'garbage'],
  ['a.b.c', 'a.b.c'],
  ['a broken escape', '%E0%A4%A'],
  ['a JWT whose payload is not JSON', `${base64url({ alg: 'none' })}.${base64urlText('not json {')}.sig`],
  ['a JWT whose payload is a number', unsignedToken(42, { header: { alg: 'none' } })],
  ['a JWT whose payload is null', unsignedToken(null, { header: { alg: 'none' } })],
  ['a JWT with exp as a string', unsignedToken({ exp: String(nowSeconds() + 3600), ren: String(nowSeconds() - 60) })],
  ['a JWT with null times', unsignedToken({ exp: null, ren: null })],
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
