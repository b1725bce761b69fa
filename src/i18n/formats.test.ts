import { describe, expect, it, vi } from 'vitest';
import { recordConstructions } from './intlConstructions.testing';
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
