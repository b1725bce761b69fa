import { describe, expect, it } from 'vitest';
// The German file is the reference for which texts exist (every other language falls back to it).
import de from '../../locales/de/newsletter.json';
import { createI18n } from '../i18n/i18n';
import { SITES, type Site } from '../sites/sites';
import { SPECIFIED_LOCALES } from '../sites/spec.testkit';
import { SIGNUP, SIGNUP_TEXTS } from './spec.testkit';

/** Every key of the German file, dotted. */
function keysOf(node: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

// Texts only some sites show (specification, sections 2, 5 and 9); the others need no translation.
const SITE_SPECIFIC: Record<string, readonly Site[]> = {
  'legal.newsletterInfo': ['TR'],
  'legal.dataRetention': ['TR'],
  'consents.newsletterLegal': ['TR'],
  'consents.dnePersonalMarketing': ['TR'],
  'validation.legalsRequired': ['TR'],
  termsHint: ['PL'],
  'voucher.validity_one': ['HU'],
  'voucher.validity_other': ['HU'],
};

const textsOf = (site: Site) => {
  const locale = SPECIFIED_LOCALES[site];
  return createI18n(locale, locale).getFixedT(locale, 'newsletter');
};

describe.each(SITES)('newsletter texts of %s', (site) => {
  const locale = SPECIFIED_LOCALES[site];
  const i18n = createI18n(locale, locale);
  const t = textsOf(site);
  const expected = SIGNUP_TEXTS[site];
  const own = (key: string) => i18n.getResource(locale, 'newsletter', key) ?? i18n.getResource(locale.split('-')[0], 'newsletter', key);

  it('has its own translation of every text the site shows', () => {
    const missing = keysOf(de).filter((key) => (SITE_SPECIFIC[key]?.includes(site) ?? true) && typeof own(key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('reads as the site language says', () => {
    expect({
      title: t('title'),
      mandatoryNote: t('mandatoryNote'),
      emailLabel: t('fields.email'),
      submit: t('submit'),
      showMore: t('legal.showMore'),
      imageAlt: t('image.alt'),
      ribbon: t('image.ribbon'),
      successTitle: t('success.title'),
      successText: t('success.text'),
      doiTitle: t('doiError.title'),
      doiText: t('doiError.text'),
      errorGeneric: t('errorGeneric'),
      errorSummary: t('errorSummary', { messages: '' }).trim(),
    }).toEqual({
      title: expected.title,
      mandatoryNote: expected.mandatoryNote,
      emailLabel: expected.emailLabel,
      submit: expected.submit,
      showMore: expected.showMore,
      imageAlt: expected.imageAlt,
      ribbon: expected.ribbon,
      successTitle: expected.successTitle,
      successText: expected.successText,
      doiTitle: expected.doiTitle,
      doiText: expected.doiText,
      errorGeneric: expected.errorGeneric,
      errorSummary: expected.errorSummary,
    });
  });

  it('words each validation message as the specification and the site language say', () => {
    for (const [key, message] of Object.entries(expected.messages)) expect(t(`validation.${key}`), key).toBe(message);
  });

  it('states the minimum age of the specification', () => {
    expect(t('legal.notice', { submit: expected.submit, minimumAge: SIGNUP[site].minimumAge })).toContain(expected.ageSentence);
  });
});

describe('site-specific wording', () => {
  it('writes Swiss German with ss, never ß', () => {
    const t = textsOf('CH');
    const all = keysOf(de).map((key) =>
      t(key, { submit: 'x', minimumAge: 16, count: 1, messages: '', unconfirmedDays: 14, unreadYears: 2 }),
    );
    expect(all.join(' ')).not.toContain('ß');
  });

  it('states the one-month voucher validity in Hungarian', () => {
    expect(textsOf('HU')('voucher.validity', { count: 1 })).toBe(SIGNUP_TEXTS.HU.voucherValidity);
  });

  it('tells Turkish subscribers about deletion after 14 days and stopping after 2 unread years', () => {
    expect(textsOf('TR')('legal.dataRetention', { unconfirmedDays: 14, unreadYears: 2 })).toBe(SIGNUP_TEXTS.TR.dataRetention);
  });
});
