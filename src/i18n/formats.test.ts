import { describe, expect, it } from 'vitest';
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
