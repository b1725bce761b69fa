import PRECOMPUTED from './intl.precomputed.json';

/**
 * Currencies the shop writes as a unit after the amount instead of the platform's symbol: CLDR puts
 * "₺" before a Turkish amount ("₺1.000"), Turkish shops write "1.000 TL".
 */
const UNIT_AFTER_AMOUNT: Record<string, string> = { TRY: 'TL' };

const NO_BREAK_SPACE = '\u00A0';

/*
 * The first Intl.NumberFormat or Intl.Collator of a page loads the engine's locale data: 40 to 60 ms
 * in one task on a fast machine, over 200 ms on a phone, whatever the page. What the bundled texts
 * and content need for each site's own locale is therefore worked out at build time
 * (src/i18n/intl.precomputed.json, written by `npm run api` with the same functions as below); the
 * platform formats only what the table does not hold (another `locale`, a `content` property's amount).
 */
const FORMATTED: Record<string, string | undefined> = PRECOMPUTED.formatted;
const SORTED: Record<string, string[] | undefined> = PRECOMPUTED.sorted;

export const amountKey = (amount: number, locale: string, currency: string) => `${locale} ${currency} ${amount}`;
export const percentKey = (percent: number, locale: string) => `${locale} ${percent}%`;
export const sortKey = (labels: readonly string[], locale: string) => `${locale} ${labels.join('|')}`;

const formatters = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and options for the page: making one costs up to 2 ms, using one next to nothing. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Whole amounts without decimals ("999 Kč"), others with the currency's usual decimals ("19,90 €"). */
function digits(amount: number): Intl.NumberFormatOptions {
  return Number.isInteger(amount) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
}

/** `formatAmount` by the platform, without the build-time table. */
export function formatAmountNow(amount: number, locale: string, currency: string): string {
  const unit = UNIT_AFTER_AMOUNT[currency];
  if (unit) return `${numberFormat(locale, digits(amount)).format(amount)}${NO_BREAK_SPACE}${unit}`;
  return numberFormat(locale, { style: 'currency', currency, ...digits(amount) }).format(amount);
}

/** `formatPercent` by the platform, without the build-time table. */
export function formatPercentNow(percent: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

/** `sortByLocale` by the platform, without the build-time table. */
export function sortByLocaleNow(labels: readonly string[], locale: string): string[] {
  return [...labels].sort(new Intl.Collator(locale).compare);
}

/**
 * An amount with its currency as the locale writes it, with no-break spaces, so it never wraps
 * away from its unit: de-DE EUR "40 €", cs-CZ CZK "999 Kč", pl-PL PLN "100 zł", tr-TR TRY "1.000 TL".
 */
export function formatAmount(amount: number, locale: string, currency: string): string {
  return FORMATTED[amountKey(amount, locale, currency)] ?? formatAmountNow(amount, locale, currency);
}

/** A percentage as the locale writes it: de-DE "10 %" (no-break space), pl-PL "10%", tr-TR "%10". */
export function formatPercent(percent: number, locale: string): string {
  return FORMATTED[percentKey(percent, locale)] ?? formatPercentNow(percent, locale);
}

/** The labels in the order the locale sorts them ("Česko" among the C, "Österreich" among the O in German). */
export function sortByLocale(labels: readonly string[], locale: string): string[] {
  return SORTED[sortKey(labels, locale)] ?? sortByLocaleNow(labels, locale);
}
