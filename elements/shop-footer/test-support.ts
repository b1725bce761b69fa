// The footer's test support: its delivery and return terms as the specification states them (for
// the unit and browser tests), and the rendering of a footer part as <shop-footer> renders it.
import type { ReactElement } from 'react';
import type { Site } from '../../src/sites/sites';
import { renderInShadow, type ShadowRenderOptions } from '../../src/test-support/render';

/**
 * Renders a footer part as <shop-footer> does (src/test-support/render.tsx): inside the open shadow
 * root of a `shop-footer` host, with the element's environment and the texts of the locale (German
 * by default). `emit` is a mock; queries are bound to the part.
 */
export const renderPart = (ui: ReactElement, options: Omit<ShadowRenderOptions, 'element'> = {}) =>
  renderInShadow(ui, { ...options, element: 'shop-footer' });

// The footer's delivery and return terms as docs/specification.md states them (section 9), written out
// for the unit and browser tests in each site's language. Never derive them from the footer content
// under test: a wrong amount must make a test fail. Each fact carries the words around its figure,
// so that 100 zł does not also match 1000 zł and 0 zł does not match 100 zł.
/** An amount never breaks from its unit: a no-break space between them (issue 12). */
const NBSP = '\u00A0';

export const DELIVERY_AND_RETURN_FACTS: Record<Site, string[]> = {
  // Germany: 30 days to return.
  DE: ['Sie haben 30 Tage Zeit'],
  // Austria: 14 days.
  AT: ['Sie haben 14 Tage Zeit'],
  // Switzerland and French Switzerland: 3 months.
  CH: ['Sie haben 3 Monate Zeit'],
  CH_FR: ['Vous disposez de 3 mois'],
  // Czech Republic: free delivery from 999 Kč, 499 Kč with the loyalty card; 30 days; every 11th coffee free.
  CZ: [`od 999${NBSP}Kč`, `s věrnostní kartou už od 499${NBSP}Kč`, 'máte 30 dní', 'každá 11. káva v našich prodejnách'],
  // Hungary: 30 days withdrawal.
  HU: ['30 napos elállási jog'],
  // Poland: free delivery from 100 zł, 30 days to return, Click & Collect costs 0 zł.
  PL: [`od 100${NBSP}zł`, 'Masz 30 dni', `kosztuje 0${NBSP}zł`],
  // Slovakia: free delivery from 40 €, 20 € with the card; 30 days; every 11th coffee free.
  SK: [`od 40${NBSP}€`, `s vernostnou kartou už od 20${NBSP}€`, 'máte 30 dní', 'Každá 11. káva v našich predajniach'],
  // Turkey: free shipping from 1000 TL, dispatch in 1-2 working days, 90 days to return, line daily 09:00-19:00.
  TR: [`1.000${NBSP}TL ve üzeri`, '1-2 iş günü içinde', '90 gün içinde', 'her gün 09:00-19:00'],
};
