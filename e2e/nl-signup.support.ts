// Shared by the nl-signup browser tests: the expected texts of each site (from the bundled locale
// files, following the element's fallback chain), page set-up and locators.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { NewsletterSiteRules } from '../src/newsletter/fieldRules';
import { SITE_REGISTRY } from '../src/sites/registry';
import { SITES, SITE_LOCALE, type Site } from '../src/sites/sites';
import type { useBrowser, OpenOptions } from './support/harness';

export { SITES, type Site };

export const NEWSLETTER_SITES = Object.fromEntries(SITES.map((site) => [site, SITE_REGISTRY[site].newsletter])) as Record<
  Site,
  NewsletterSiteRules
>;

type Texts = Record<string, unknown>;

function load(language: string): Texts {
  try {
    return JSON.parse(readFileSync(new URL(`../locales/${language}/newsletter.json`, import.meta.url), 'utf8')) as Texts;
  } catch {
    return {};
  }
}

function lookup(texts: Texts, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Texts)[part] : undefined), texts);
  return typeof value === 'string' ? value : undefined;
}

/** The 10 % welcome discount as each site's language writes it. */
const DISCOUNT: Record<Site, string> = {
  DE: '10\u00A0%',
  AT: '10\u00A0%',
  CH: '10%',
  CH_FR: '10%',
  CZ: '10\u00A0%',
  SK: '10\u00A0%',
  HU: '10%',
  PL: '10%',
  TR: '%10',
};

/** The site's text for a key (locale, language, then German), with {{values}} filled in (the discount by default). */
export function text(site: Site, key: string, values: Record<string, string | number> = {}): string {
  const locale = SITE_LOCALE[site];
  const chain = [locale, locale.split('-')[0], 'de'];
  const raw = chain.map((language) => lookup(load(language), key)).find((found) => found !== undefined);
  if (raw === undefined) throw new Error(`No text ${key} for ${site}`);
  const filled: Record<string, string | number> = { discount: DISCOUNT[site], ...values };
  return raw.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(filled[name] ?? ''));
}

/** A text with its <link> tags removed, as it reads on the page. */
export function plain(site: Site, key: string, values: Record<string, string | number> = {}): string {
  return text(site, key, values).replace(/<\/?\w+>/g, '');
}

export const isGerman = (site: Site) => SITE_LOCALE[site].startsWith('de');

type Harness = ReturnType<typeof useBrowser>;

/**
 * Opens a test page with one <nl-signup> (attributes as given) and records nl-submit events.
 * `spacious` puts a screen of content above and below, so scrolling can be observed.
 */
export async function openSignup(harness: Harness, attributes: string, options: OpenOptions & { spacious?: boolean } = {}) {
  const spacer = options.spacious ? '<div style="height:1600px" aria-hidden="true"></div>' : '';
  const opened = await harness.open('/nl-test.html', {
    ...options,
    html: `<main style="padding:16px">${spacer}<nl-signup ${attributes}></nl-signup>${spacer}</main>
<script>window.nlEvents = []; document.addEventListener('nl-submit', (e) => window.nlEvents.push({ detail: e.detail, composed: e.composed, bubbles: e.bubbles }));</script>`,
  });
  await opened.page.locator('nl-signup h2').first().waitFor();
  return opened;
}

export function ui(page: Page) {
  const scope = page.locator('nl-signup');
  return {
    scope,
    email: scope.locator('input[name="newsletterEmail"]'),
    salutation: scope.locator('select[name="salutation"]'),
    firstName: scope.locator('input[name="firstName"]'),
    lastName: scope.locator('input[name="lastName"]'),
    legals: scope.locator('input[name="legals"]'),
    consents: scope.locator('input[name="consents"]'),
    honeypot: scope.locator('input[name="verify-email"]'),
    legalNotice: scope.locator('.nl-legal'),
    submit: scope.locator('button[type="submit"]'),
    success: scope.locator('.nl-success'),
    banner: scope.locator('[role="alert"]'),
    /** The error message tied to a control through aria-describedby. */
    errorOf: (control: string) =>
      page.evaluate((name) => {
        const root = document.querySelector('nl-signup')!.shadowRoot!;
        const input = root.querySelector(`[name="${name}"]`);
        const ids = input?.getAttribute('aria-describedby')?.split(' ') ?? [];
        const error = ids.map((id) => root.getElementById(id)).find((node) => node?.classList.contains('sf-field__error'));
        if (!error) return null;
        const visible = error.cloneNode(true) as HTMLElement;
        for (const node of visible.querySelectorAll('.sf-visually-hidden')) node.remove();
        return { text: visible.textContent?.trim() ?? '', invalid: input?.getAttribute('aria-invalid') ?? null };
      }, control),
    /** The name attribute of the focused control inside the shadow root. */
    focusedName: () => page.evaluate(() => document.querySelector('nl-signup')!.shadowRoot!.activeElement?.getAttribute('name') ?? null),
    events: () => page.evaluate(() => (window as unknown as { nlEvents: unknown[] }).nlEvents),
    dataLayer: () => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []),
  };
}

/** Fills what the site requires with valid values (the extra fields show after the e-mail focus). */
export async function fillValid(page: Page, site: Site, email = 'anna@example.com') {
  const rules = NEWSLETTER_SITES[site];
  const form = ui(page);
  await form.email.fill(email);
  if (rules.salutation !== 'none') await form.salutation.selectOption('MRS');
  if (rules.names !== 'none') {
    await form.firstName.fill('Anna');
    await form.lastName.fill('Łąka-Öztürk');
  }
  if (rules.newsletterLegal) await form.legals.check();
}
