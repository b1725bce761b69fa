import { describe, expect, it } from 'vitest';
import { kitLogger } from '../log/logger';
import { createI18n } from '../i18n/i18n';
import { SITES, SITE_LOCALE, type Site } from '../sites/sites';
import { SITE_REGISTRY } from '../sites/registry';
import de from '../../locales/de/newsletter.json';

/** Every key of the German file, dotted. */
function keysOf(node: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

// Texts only one site shows; other languages fall back to German if a locale override asks for them.
const SITE_SPECIFIC: Record<string, (site: Site) => boolean> = {
  'legal.newsletterInfo': (site) => Boolean(SITE_REGISTRY[site].newsletter.links.newsletterInfo),
  'legal.dataRetention': (site) => Boolean(SITE_REGISTRY[site].newsletter.dataRetention),
  'consents.newsletterLegal': (site) => SITE_REGISTRY[site].newsletter.newsletterLegal,
  'consents.dnePersonalMarketing': (site) => Boolean(SITE_REGISTRY[site].newsletter.links.personalMarketingConsent),
  termsHint: (site) => Boolean(SITE_REGISTRY[site].newsletter.links.terms),
  'voucher.validity_one': (site) => Boolean(SITE_REGISTRY[site].newsletter.voucherValidityMonths),
  'voucher.validity_other': (site) => Boolean(SITE_REGISTRY[site].newsletter.voucherValidityMonths),
  'validation.legalsRequired': (site) => SITE_REGISTRY[site].newsletter.newsletterLegal,
};

describe.each(SITES)('newsletter texts of %s', (site) => {
  const locale = SITE_LOCALE[site];
  const i18n = createI18n(locale, locale, kitLogger);
  const german = site === 'DE' || site === 'AT' || site === 'CH';
  const own = (key: string) => i18n.getResource(locale, 'newsletter', key) ?? i18n.getResource(locale.split('-')[0], 'newsletter', key);

  it('has its own translation of every text the site shows', () => {
    const missing = keysOf(de).filter((key) => (SITE_SPECIFIC[key]?.(site) ?? true) && typeof own(key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('states the minimum age and the 10 % discount', () => {
    const t = i18n.getFixedT(locale, 'newsletter');
    expect(t('legal.notice', { submit: 'x', minimumAge: SITE_REGISTRY[site].newsletter.minimumAge })).toContain(
      site === 'CZ' || site === 'SK' ? '18' : '16',
    );
    expect(`${t('title')} ${t('voucher.footnote')}`).toMatch(/10\s?%|%10/u);
  });

  if (!german) {
    it('is not German', () => {
      expect(own('title')).not.toBe(de.title);
      expect(own('validation.emailRequired')).not.toBe(de.validation.emailRequired);
    });
  }
});

describe('site-specific wording', () => {
  const textsOf = (site: Site) => {
    const locale = SITE_LOCALE[site];
    const t = createI18n(locale, locale, kitLogger).getFixedT(locale, 'newsletter');
    return (key: string, values?: Record<string, unknown>) => t(key, values);
  };

  it('writes Swiss German with ss, never ß', () => {
    const t = textsOf('CH');
    const all = keysOf(de).map((key) =>
      t(key, { submit: 'x', minimumAge: 16, count: 1, messages: '', unconfirmedDays: 14, unreadYears: 2 }),
    );
    expect(all.join(' ')).not.toContain('ß');
  });

  it('states the one-month voucher validity in Hungarian', () => {
    expect(textsOf('HU')('voucher.validity', { count: SITE_REGISTRY.HU.newsletter.voucherValidityMonths })).toBe(
      'A kupon a kézhezvételtől számítva 1 hónapig érvényes.',
    );
  });

  it('tells Turkish subscribers about deletion after 14 days and stopping after 2 unread years', () => {
    const text = textsOf('TR')('legal.dataRetention', SITE_REGISTRY.TR.newsletter.dataRetention);
    expect(text).toContain('14 gün');
    expect(text).toContain('2 yıl');
  });

  it('uses the exact German texts of the specification', () => {
    const t = textsOf('DE');
    expect(t('validation.emailRequired')).toBe('Die E-Mail-Adresse ist ein Pflichtfeld.');
    expect(t('validation.emailInvalid')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(t('validation.invalidCharacters')).toBe('Dieses Feld enthält ungültige Zeichen.');
    expect(t('validation.firstNameRequired')).toBe('Der Vorname ist ein Pflichtfeld.');
    expect(t('validation.lastNameRequired')).toBe('Der Nachname ist ein Pflichtfeld.');
    expect(t('errorGeneric')).toBe('Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!');
    expect(t('doiError.title')).toBe('Leider ist dieser Link nicht mehr gültig');
    expect(t('success.title')).toBe('Vielen Dank für Ihre Newsletter Anmeldung');
  });
});
