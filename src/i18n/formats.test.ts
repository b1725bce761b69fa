import { describe, expect, it, vi } from 'vitest';
import { recordConstructions } from '../test-support/intlConstructions';
import { formatAmount, formatPercent } from './formats';

const NBSP = '\u00A0';

describe('formatAmount', () => {
  it.each([
    ['de-DE', 'EUR', 40, `40${NBSP}€`],
    ['sk-SK', 'EUR', 20, `20${NBSP}€`],
    ['cs-CZ', 'CZK', 999, `999${NBSP}Kč`],
    ['cs-CZ', 'CZK', 1500, `1${NBSP}500${NBSP}Kč`],
    ['pl-PL', 'PLN', 100, `100${NBSP}zł`],
    ['pl-PL', 'PLN', 0, `0${NBSP}zł`],
    ['hu-HU', 'HUF', 15000, `15${NBSP}000${NBSP}Ft`],
    ['tr-TR', 'TRY', 1000, `1.000${NBSP}TL`],
    ['de-CH', 'CHF', 40, `CHF${NBSP}40`],
    ['fr-CH', 'CHF', 40, `40${NBSP}CHF`],
    ['de-DE', 'EUR', 19.9, `19,90${NBSP}€`],
  ])('%s %s %d is "%s"', (locale, currency, amount, shown) => {
    expect(formatAmount(amount, locale, currency)).toBe(shown);
  });
});

describe('formatPercent', () => {
  it.each([
    ['de-DE', `10${NBSP}%`],
    ['de-AT', `10${NBSP}%`],
    ['cs-CZ', `10${NBSP}%`],
    ['sk-SK', `10${NBSP}%`],
    ['de-CH', '10%'],
    ['fr-CH', '10%'],
    ['hu-HU', '10%'],
    ['pl-PL', '10%'],
    ['tr-TR', '%10'],
  ])('%s writes 10 percent as "%s"', (locale, shown) => {
    expect(formatPercent(10, locale)).toBe(shown);
  });
});

// The first Intl formatter of a page loads the engine's locale data in one long task: what each
// site's own texts and content need comes from the build-time table (src/i18n/intl.precomputed.json).
describe('each site in its own locale', () => {
  /** The module afresh (no formatter cached by an earlier test), and how many Intl.NumberFormat it makes. */
  async function freshFormats() {
    vi.resetModules();
    const made = recordConstructions('NumberFormat');
    return { ...(await import('./formats')), made };
  }

  const TEN_PERCENT = `10${NBSP}%`;
  it.each([
    ['de-DE', TEN_PERCENT, []],
    ['de-AT', TEN_PERCENT, []],
    ['de-CH', '10%', []],
    ['fr-CH', '10%', []],
    [
      'cs-CZ',
      TEN_PERCENT,
      [
        [999, 'CZK', `999${NBSP}Kč`],
        [499, 'CZK', `499${NBSP}Kč`],
      ],
    ],
    ['hu-HU', '10%', []],
    [
      'pl-PL',
      '10%',
      [
        [100, 'PLN', `100${NBSP}zł`],
        [0, 'PLN', `0${NBSP}zł`],
      ],
    ],
    [
      'sk-SK',
      TEN_PERCENT,
      [
        [40, 'EUR', `40${NBSP}€`],
        [20, 'EUR', `20${NBSP}€`],
      ],
    ],
    ['tr-TR', '%10', [[1000, 'TRY', `1.000${NBSP}TL`]]],
  ] as const)('%s: the welcome discount and the footer content amounts make no Intl formatter', async (locale, percent, amounts) => {
    const fresh = await freshFormats();
    expect(fresh.formatPercent(10, locale)).toBe(percent);
    for (const [amount, currency, shown] of amounts) expect(fresh.formatAmount(amount, locale, currency)).toBe(shown);
    expect(fresh.made).toEqual([]);
  });

  it('another locale, or an amount no bundled content holds, is formatted by the platform', async () => {
    const fresh = await freshFormats();
    expect(fresh.formatPercent(10, 'en-GB')).toBe('10%');
    expect(fresh.formatAmount(12345, 'de-DE', 'EUR')).toBe(`12.345${NBSP}€`);
    expect(fresh.made).toEqual(['en-GB', 'de-DE']);
  });
});

describe('sortByLocale', () => {
  /** The country switcher's labels, in the registry's order. */
  const COUNTRY_LABELS = [
    'Österreich',
    'Schweiz (Deutsch)',
    'Suisse (français)',
    'Česko',
    'Deutschland',
    'Magyarország',
    'Polska',
    'Slovensko',
    'Türkiye',
  ];

  it('sorts the country switcher of a German site from the build-time table, without an Intl.Collator', async () => {
    vi.resetModules();
    const made = recordConstructions('Collator');
    const { sortByLocale } = await import('./formats');
    expect(sortByLocale(COUNTRY_LABELS, 'de-DE')).toEqual([
      'Česko',
      'Deutschland',
      'Magyarország',
      'Österreich',
      'Polska',
      'Schweiz (Deutsch)',
      'Slovensko',
      'Suisse (français)',
      'Türkiye',
    ]);
    expect(made).toEqual([]);
  });

  it('sorts other labels by the platform, as the locale does, and leaves the given list as it was', async () => {
    vi.resetModules();
    const made = recordConstructions('Collator');
    const { sortByLocale } = await import('./formats');
    const labels = ['Zürich', 'Österreich', 'Aachen'];
    expect(sortByLocale(labels, 'de-DE')).toEqual(['Aachen', 'Österreich', 'Zürich']);
    expect(sortByLocale(labels, 'sv-SE')).toEqual(['Aachen', 'Zürich', 'Österreich']);
    expect(labels).toEqual(['Zürich', 'Österreich', 'Aachen']);
    expect(made).toEqual(['de-DE', 'sv-SE']);
  });
});

describe('amounts the build-time table does not hold', () => {
  it('are written in Turkish lira as an amount followed by TL, with two decimals when not whole', () => {
    expect(formatAmount(1234.5, 'tr-TR', 'TRY')).toBe(`1.234,50${NBSP}TL`);
    expect(formatAmount(2000, 'de-DE', 'TRY')).toBe(`2.000${NBSP}TL`);
  });

  it('make one Intl formatter per locale and kind of amount for the page', async () => {
    vi.resetModules();
    const made = recordConstructions('NumberFormat');
    const { formatAmount: format } = await import('./formats');
    expect([
      format(12345, 'de-DE', 'EUR'),
      format(678, 'de-DE', 'EUR'),
      format(12.5, 'de-DE', 'EUR'),
      format(9.99, 'de-DE', 'EUR'),
    ]).toEqual([`12.345${NBSP}€`, `678${NBSP}€`, `12,50${NBSP}€`, `9,99${NBSP}€`]);
    expect(made).toEqual(['de-DE', 'de-DE']);
  });
});
