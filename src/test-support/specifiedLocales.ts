// The sites as the docs/specification.md (section 9) and the docs/contract.md (section 2) state them, written out
// for the tests. Never derive this from src/sites: a wrong configuration must make a test fail.
import type { Site } from '../sites/sites';

/** Site → locale of its texts and of `lang`. */
export const SPECIFIED_LOCALES: Record<Site, string> = {
  DE: 'de-DE',
  AT: 'de-AT',
  CH: 'de-CH',
  CH_FR: 'fr-CH',
  CZ: 'cs-CZ',
  HU: 'hu-HU',
  PL: 'pl-PL',
  SK: 'sk-SK',
  TR: 'tr-TR',
};
