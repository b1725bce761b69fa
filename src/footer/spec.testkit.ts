// The footer's delivery and return terms as the specification states them (section 9), written out
// for the unit and browser tests in each site's language. Never derive them from the footer content
// under test: a wrong amount must make a test fail. Each fact carries the words around its figure,
// so that 100 zł does not also match 1000 zł and 0 zł does not match 100 zł.
import type { Site } from '../sites/sites';

export const DELIVERY_AND_RETURN_FACTS: Record<Site, string[]> = {
  // Germany: 30 days to return.
  DE: ['Sie haben 30 Tage Zeit'],
  // Austria: 14 days.
  AT: ['Sie haben 14 Tage Zeit'],
  // Switzerland and French Switzerland: 3 months.
  CH: ['Sie haben 3 Monate Zeit'],
  CH_FR: ['Vous disposez de 3 mois'],
  // Czech Republic: free delivery from 999 Kč, 499 Kč with the loyalty card; 30 days; every 11th coffee free.
  CZ: ['nad 999 Kč', 's věrnostní kartou už od 499 Kč', 'máte 30 dní', 'Každá 11. káva'],
  // Hungary: 30 days withdrawal.
  HU: ['30 napos elállási jog'],
  // Poland: free delivery from 100 zł, 30 days to return, Click & Collect costs 0 zł.
  PL: ['od 100 zł', 'Masz 30 dni', 'kosztuje 0 zł'],
  // Slovakia: free delivery from 40 €, 20 € with the card; 30 days; every 11th coffee free.
  SK: ['nad 40 €', 's vernostnou kartou už od 20 €', 'máte 30 dní', 'Každá 11. káva'],
  // Turkey: free shipping from 1000 TL, dispatch in 1-2 working days, 90 days to return, line daily 09:00-19:00.
  TR: ['1000 TL ve üzeri', '1-2 iş günü içinde', '90 gün içinde', 'her gün 09:00-19:00'],
};
