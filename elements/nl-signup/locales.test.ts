import { kitLogger } from '../../src/log/logger';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/i18n/i18n';
import { SITES, SITE_LOCALE, type Site } from '../../src/sites/sites';
import { formatPercent } from '../../src/i18n/formats';
import { WELCOME_DISCOUNT_PERCENT } from './fieldRules';

/** The sites' newsletter rules: which texts a site's configuration shows (inputs here, not expected values). */
import de from '../../locales/de/nl-signup.json';
import { NEWSLETTER_RULES } from './siteRules';

/** Every key of the German file, dotted. */
function keysOf(node: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const NBSP = '\u00A0';

/** The title each site shows, with the 10 % discount as its language writes it. */
const TITLES: Record<Site, string> = {
  DE: `Newsletter abonnieren und 10${NBSP}% sparen`,
  AT: `Newsletter abonnieren und 10${NBSP}% sparen`,
  CH: 'Newsletter abonnieren und 10% sparen',
  CH_FR: 'Abonnez-vous à la newsletter et économisez 10%',
  CZ: `Přihlaste se k odběru newsletteru a ušetřete 10${NBSP}%`,
  SK: `Prihláste sa na odber newslettera a ušetrite 10${NBSP}%`,
  HU: 'Iratkozzon fel hírlevelünkre, és spóroljon 10%-ot',
  PL: 'Zapisz się do newslettera i odbierz 10% rabatu',
  TR: 'E-bültenimize abone olun, %10 indirim kazanın',
};

describe.each(SITES)('newsletter texts of %s', (site) => {
  const locale = SITE_LOCALE[site];
  const i18n = createI18n(locale, locale, kitLogger);
  const german = site === 'DE' || site === 'AT' || site === 'CH';
  const own = (key: string) => i18n.getResource(locale, 'nl-signup', key) ?? i18n.getResource(locale.split('-')[0], 'nl-signup', key);

  it('states the minimum age and the 10 % discount, formatted for the locale', () => {
    const t = i18n.getFixedT(locale, 'nl-signup');
    expect(t('legal.notice', { submit: 'x', minimumAge: NEWSLETTER_RULES[site].minimumAge })).toContain(
      site === 'CZ' || site === 'SK' ? '18' : '16',
    );
    const discount = formatPercent(WELCOME_DISCOUNT_PERCENT, locale);
    expect(t('title', { discount })).toBe(TITLES[site]);
    expect(t('voucher.footnote', { discount })).toContain(discount);
  });

  if (!german) {
    it('is not German', () => {
      expect(own('title')).not.toBe('Newsletter abonnieren und {{discount}} sparen');
      expect(own('validation.emailRequired')).not.toBe('Die E-Mail-Adresse ist ein Pflichtfeld.');
    });
  }
});

describe('site-specific wording', () => {
  const textsOf = (site: keyof typeof NEWSLETTER_RULES) => {
    const locale = SITE_LOCALE[site];
    const t = createI18n(locale, locale, kitLogger).getFixedT(locale, 'nl-signup');
    return (key: string, values?: Record<string, unknown>) => t(key, values);
  };

  it('writes Swiss German with ss, never ß', () => {
    const t = textsOf('CH');
    const all = keysOf(de).map((key) =>
      t(key, { submit: 'x', minimumAge: 16, count: 1, messages: '', unconfirmedDays: 14, unreadYears: 2 }),
    );
    expect(all.join(' ')).not.toContain('ß');
  });

  it('words the corrections of issue 12', () => {
    expect(textsOf('SK')('errorGeneric')).toBe(
      'Z technických dôvodov sa momentálne nemôžete prihlásiť na odber newslettera. Skúste to, prosím, neskôr!',
    );
    expect(textsOf('HU')('legal.notice', { submit: 'Feliratkozom', minimumAge: 16 })).toContain('Betöltöttem a 16. életévemet.');
    expect(textsOf('CH_FR')('validation.invalidCharacters')).toBe('Ce champ contient des caractères non valides.');
    expect(textsOf('CH_FR')('voucher.footnote', { discount: '10%' })).toBe(
      'Vous recevrez le bon de bienvenue de 10% par e-mail dès que vous aurez confirmé votre inscription. Soumis aux <voucher>conditions d’utilisation des bons</voucher>.',
    );
    expect(textsOf('TR')('voucher.footnote', { discount: '%10' })).toBe(
      'Aboneliğinizi onayladığınızda %10 hoş geldin kuponunuzu e-posta ile göndereceğiz. <voucher>Kupon koşulları</voucher> geçerlidir.',
    );
    expect(textsOf('DE')('voucher.footnote', { discount: '10\u00A0%' })).toBe(
      'Ihren Willkommensgutschein über 10\u00A0% erhalten Sie per E-Mail, sobald Sie Ihre Anmeldung bestätigt haben. Es gelten die <voucher>Gutscheinbedingungen</voucher>.',
    );
  });

  it('states the one-month voucher validity in Hungarian', () => {
    expect(textsOf('HU')('voucher.validity', { count: NEWSLETTER_RULES.HU.voucherValidityMonths })).toBe(
      'A kupon a kézhezvételtől számítva 1 hónapig érvényes.',
    );
  });

  it('tells Turkish subscribers about deletion after 14 days and stopping after 2 unread years', () => {
    const text = textsOf('TR')('legal.dataRetention', NEWSLETTER_RULES.TR.dataRetention);
    expect(text).toContain('14 gün');
    expect(text).toContain('2 yıl');
  });

  it('uses the German texts of the specification (hyphen and closing words as corrected in issue 12)', () => {
    const t = textsOf('DE');
    expect(t('validation.emailRequired')).toBe('Die E-Mail-Adresse ist ein Pflichtfeld.');
    expect(t('validation.emailInvalid')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(t('validation.invalidCharacters')).toBe('Dieses Feld enthält ungültige Zeichen.');
    expect(t('validation.firstNameRequired')).toBe('Der Vorname ist ein Pflichtfeld.');
    expect(t('validation.lastNameRequired')).toBe('Der Nachname ist ein Pflichtfeld.');
    expect(t('errorGeneric')).toBe(
      'Aus technischen Gründen ist die Newsletter-Anmeldung nicht möglich. Bitte versuchen Sie es später noch einmal.',
    );
    expect(t('doiError.title')).toBe('Leider ist dieser Link nicht mehr gültig');
    expect(t('success.title')).toBe('Vielen Dank für Ihre Newsletter-Anmeldung');
  });
});
