import { kitLogger } from '../src/log/logger';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentToShow } from '../elements/shop-footer/content';

/** The sites' newsletter rules: which texts a site's configuration shows (inputs here, not expected values). */
import { SITE_LOCALE, SITES, type Site } from '../src/sites/sites';
import { formatPercent } from '../src/i18n/formats';
import { bundledResources, createI18n } from '../src/i18n/i18n';
import { NEWSLETTER_RULES } from '../elements/nl-signup/siteRules';

// Typography every text keeps, checked in the locale files as written and in the texts as the sites show them.

const UNITS = '(?:€|Kč|zł|Ft|TL|CHF|EUR|CZK|PLN|HUF|TRY|₺|%)';
/** An amount typed by hand ("40 €", "10 %", "%10"): amounts come as formatted values ({{discount}}, {{amount:40}}). */
const TYPED_AMOUNT = new RegExp(`\\d[\\s\\u00A0\\u202F]?${UNITS}(?!\\p{L})|(?:€|₺|%)\\d`, 'u');
/** A plain space between a number and its unit lets the unit wrap to the next line. */
const BREAKABLE_AMOUNT = new RegExp(`\\d ${UNITS}(?!\\p{L})|(?:€|CHF|₺|%) \\d`, 'u');

/** Each language's double quotation marks, opening and closing. */
const QUOTES: Record<string, [string, string]> = {
  de: ['„', '“'],
  'de-AT': ['„', '“'],
  'de-CH': ['«', '»'],
  fr: ['«', '»'],
  cs: ['„', '“'],
  sk: ['„', '“'],
  pl: ['„', '”'],
  hu: ['„', '”'],
  tr: ['“', '”'],
  en: ['“', '”'],
};
const DOUBLE_QUOTE = /["„“”«»‟″]/gu;

const NNBSP = '\u202F';

/** French: a narrow no-break space before : ; ? ! and inside « » (placeholders and times aside). */
function frenchSpacingErrors(text: string): string[] {
  const bare = text.replace(/\{\{[^}]*\}\}/g, 'X');
  const errors: string[] = [];
  for (const match of bare.matchAll(/(.)([:;?!])(.?)/gsu)) {
    const [whole, before, mark, after] = match;
    const time = mark === ':' && /\d/.test(before) && /\d/.test(after);
    if (before !== NNBSP && !time) errors.push(`"${whole}"`);
  }
  for (const match of bare.matchAll(/«(.?)|(.?)»/gsu)) if ((match[1] ?? match[2]) !== NNBSP) errors.push(`"${match[0]}"`);
  return errors;
}

/** Polish shops address the shopper informally (Ty), the pronoun capitalised; never Pan / Pani / Państwo. */
const POLISH_FORMAL = /(?<!\p{L})(?:Pan|Pani|Panu|Panią|Państw\p{L}*)(?!\p{L})/u;
const POLISH_LOWER_TY = /(?<!\p{L})(?:ty|ciebie|tobie|cię|ci|twój|twoja|twoje|twojego|twojej|twoich|twoim|twoimi|twoją)(?!\p{L})/u;

function registerErrors(where: string, text: string): string[] {
  if (where.startsWith('salutations.')) return [];
  return [...(POLISH_FORMAL.test(text) ? ['formal address'] : []), ...(POLISH_LOWER_TY.test(text) ? ['Ty not capitalised'] : [])];
}

function quoteErrors(text: string, language: string): string[] {
  const [open, close] = QUOTES[language];
  const marks = text.match(DOUBLE_QUOTE) ?? [];
  const foreign = marks.filter((mark) => mark !== open && mark !== close);
  const balanced = marks.filter((mark) => mark === open).length === marks.filter((mark) => mark === close).length;
  return [...foreign.map((mark) => `${mark} is not a ${language} quotation mark`), ...(balanced ? [] : ['unbalanced quotes'])];
}

/** Every text of a JSON value (addresses left out), with where it is. */
function textsOf(value: unknown, where = ''): [string, string][] {
  if (typeof value === 'string') return /(^|\.)url$/.test(where) || /^(https?:|\/)/.test(value) ? [] : [[where, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${where}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, where ? `${where}.${key}` : key));
  return [];
}

const LOCALE_FILES = readdirSync('locales', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap(({ name: language }) =>
    readdirSync(join('locales', language)).map((file) => ({
      language,
      file: `${language}/${file}`,
      texts: textsOf(JSON.parse(readFileSync(join('locales', language, file), 'utf8'))),
    })),
  );

describe('locale files as written', () => {
  it.each(LOCALE_FILES.map((entry) => [entry.file, entry] as const))('%s', (_file, { language, texts }) => {
    const problems = texts.flatMap(([where, text]) => [
      ...(TYPED_AMOUNT.test(text) ? [`${where}: amount typed by hand in "${text}"`] : []),
      ...quoteErrors(text, language).map((problem) => `${where}: ${problem}`),
      ...(language === 'fr' ? frenchSpacingErrors(text).map((problem) => `${where}: no narrow no-break space at ${problem}`) : []),
      ...(language === 'de-CH' && text.includes('ß') ? [`${where}: ß in Swiss German`] : []),
      ...(language === 'pl' ? registerErrors(where, text).map((problem) => `${where}: ${problem} in "${text}"`) : []),
    ]);
    expect(problems).toEqual([]);
  });
});

/** Every text a site shows: its texts with the values the elements pass, and its footer content with amounts. */
function shownTexts(site: Site): [string, string][] {
  const locale = SITE_LOCALE[site];
  const i18n = createI18n(locale, locale, kitLogger);
  const t = i18n.getFixedT(locale);
  const values = {
    discount: formatPercent(10, locale),
    submit: t('nl-signup:submit'),
    minimumAge: NEWSLETTER_RULES[site].minimumAge,
    count: 1,
    messages: '',
    unconfirmedDays: 14,
    unreadYears: 2,
    level: '',
    topic: '',
  };
  // The site's own texts (a text its language leaves out is never shown there: see coverage.test.ts).
  const own = [locale, locale.split('-')[0]];
  const keys = [...new Set(Object.values(bundledResources()).flatMap((texts) => Object.keys(texts)))]
    .filter((namespace) => namespace !== 'preview-panel')
    .flatMap((namespace) =>
      textsOf(i18n.getResourceBundle('de', namespace))
        .filter(([key]) => own.some((language) => i18n.getResource(language, namespace, key) !== undefined))
        .map(([key]) => [namespace, key]),
    );
  return [
    ...keys.map(([namespace, key]): [string, string] => [
      `${namespace}:${key}`,
      t(`${namespace}:${key.replace(/_(one|other)$/, '')}`, values),
    ]),
    ...textsOf(contentToShow(site, locale, undefined, kitLogger)).map(([where, text]): [string, string] => [
      `shop-footer-content ${where}`,
      text,
    ]),
  ];
}

describe('texts as each site shows them', () => {
  it.each(SITES)('%s', (site) => {
    const language = SITE_LOCALE[site] === 'de-AT' || SITE_LOCALE[site] === 'de-CH' ? SITE_LOCALE[site] : SITE_LOCALE[site].split('-')[0];
    const problems = shownTexts(site).flatMap(([where, text]) => [
      ...(BREAKABLE_AMOUNT.test(text) ? [`${where}: plain space in the amount of "${text}"`] : []),
      ...quoteErrors(text, language).map((problem) => `${where}: ${problem}`),
      ...(site === 'CH_FR' ? frenchSpacingErrors(text).map((problem) => `${where}: no narrow no-break space at ${problem}`) : []),
      ...(site === 'CH' && text.includes('ß') ? [`${where}: ß in Swiss German`] : []),
    ]);
    expect(problems).toEqual([]);
  });
});
