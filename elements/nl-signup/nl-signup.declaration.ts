import { SIGNUP_ORIGINS, type SubmitOutcome } from './enumerations';
import { booleanAttribute, declareElement, enumAttribute, event, stringAttribute } from '../../src/element/declaration';
import { EXPANSION_FADE, SHELL_EVENTS, THEME_PROPERTIES } from '../../src/element/sharedDeclarations';

/** The `nl-submit` detail. */
export interface NlSubmitDetail {
  result: SubmitOutcome;
}

export const nlSignupDeclaration = declareElement({
  tag: 'nl-signup',
  className: 'NlSignupElement',
  description:
    'The newsletter sign-up block: e-mail, per-site salutation and names, consents, legal notice; success, invalid e-mail and technical error states.',
  commonAttributes: 'all',
  attributes: {
    origin: enumAttribute(
      SIGNUP_ORIGINS,
      'NEWSLETTER',
      'Where the sign-up comes from; sent as origin. Any other value logs an error and NEWSLETTER is used.',
    ),
    'origin-addition': stringAttribute('Free text sent (trimmed) as originAddition; also part of the tracking event.'),
    spa: booleanAttribute('Use the base path service/newsletter/api/private instead of service/newsletter/api/internal.'),
    'doi-error': booleanAttribute(
      'Show the "link no longer valid" double-opt-in notice at the start; dismissed when the e-mail field gets focus.',
    ),
    'no-scroll': booleanAttribute('Do not scroll the success message into view (it still takes focus, without scrolling).'),
  },
  properties: {},
  events: {
    'nl-submit': event<NlSubmitDetail>('After each completed submit (not after one stopped by validation).'),
    ...SHELL_EVENTS,
  },
  slots: [],
  cssParts: [{ name: 'heading', description: "The block's title and the thanks' title, e.g. for a display font." }],
  cssProperties: [
    ...THEME_PROPERTIES,
    EXPANSION_FADE,
    { name: '--nl-ribbon-background', default: '#b00020', description: 'Background of the discount ribbon (keep 4.5:1 with its text).' },
    { name: '--nl-ribbon-color', default: '#ffffff', description: 'Text colour of the discount ribbon.' },
  ],
});
