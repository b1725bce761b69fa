/**
 * src/i18n/intl.precomputed.json: what the bundled texts and content need from Intl for each site's
 * own locale (the welcome discount, the footer content's amounts, the country list's order),
 * worked out with the same functions the elements call at run time (src/i18n/formats.ts).
 */
import { bundledContent } from '../../elements/shop-footer/content';
import { withAmounts } from '../../elements/shop-footer/amounts';
import { amountKey, formatAmountNow, formatPercentNow, percentKey, sortByLocaleNow, sortKey } from '../../src/i18n/formats';
import type { Logger } from '../../src/log/logger';
import { WELCOME_DISCOUNT_PERCENT } from '../../elements/nl-signup/fieldRules';
import { SITE_COUNTRIES } from '../../src/sites/countries';
import { SITE_REGISTRY } from '../../src/sites/registry';
import { SITES } from '../../src/sites/sites';

// Only the amounts are read here; elements/shop-footer's tests check the content itself (in Node, without a
// page, a relative link cannot be resolved, so the checks would report every one of them).
const unheard: Logger = { error: () => undefined, warn: () => undefined };

export function renderPrecomputedIntl(): string {
  const formatted: Record<string, string> = {};
  const sorted: Record<string, string[]> = {};
  const labels = SITES.map((site) => SITE_COUNTRIES[site].label);
  for (const site of SITES) {
    const { locale, currency } = SITE_REGISTRY[site];
    formatted[percentKey(WELCOME_DISCOUNT_PERCENT, locale)] = formatPercentNow(WELCOME_DISCOUNT_PERCENT, locale);
    const collect = (amount: number) => {
      formatted[amountKey(amount, locale, currency)] = formatAmountNow(amount, locale, currency);
      return '';
    };
    withAmounts(bundledContent(site, unheard), collect, unheard);
    sorted[sortKey(labels, locale)] = sortByLocaleNow(labels, locale);
  }
  return `${JSON.stringify({ formatted, sorted }, null, 2)}\n`;
}
