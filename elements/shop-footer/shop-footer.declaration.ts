import { PLATFORMS } from './rules';
import type { FooterContent } from './types';
import { booleanAttribute, declareElement, enumAttribute, event, property } from '../../src/element/declaration';
import { SHELL_EVENTS, THEME_PROPERTIES } from '../../src/element/sharedDeclarations';

/** The `view-change` detail: the platform the page is about to switch to. */
export interface ViewChangeDetail {
  platform: 'phone' | 'CLASSIC';
}

/** The `consent-manager-open` detail: none. */
export type ConsentManagerOpenDetail = Record<string, never>;

export const shopFooterDeclaration = declareElement({
  tag: 'shop-footer',
  className: 'ShopFooterElement',
  description: 'The shared footer of all nine sites, with the per-site content bundled.',
  commonAttributes: 'all',
  attributes: {
    reduced: booleanAttribute('The reduced footer (also when the cookie affiliateNumber is set or newApp is true).'),
    platform: enumAttribute(
      PLATFORMS,
      'CLASSIC',
      'The layout the page is in (any case). Outside CLASSIC the overview link shows and the country switcher hides. Anything else logs an error and is read as CLASSIC.',
      { anyCase: true },
    ),
    newsletter: booleanAttribute(
      'Include <nl-signup origin="NEWSLETTER" origin-addition="footer"> at the top; hidden when reduced, with newsletter-hidden, or when psdata says WAITING_FOR_DOI or SUBSCRIBED.',
    ),
    'newsletter-hidden': booleanAttribute('The page says the newsletter form is hidden.'),
    preview: booleanAttribute('Include the staff preview panel (it shows only for staff).'),
    checkout: booleanAttribute('The page is in checkout: groups flagged hideGroupInCheckout are left out.'),
  },
  properties: {
    content: property<FooterContent>(
      'Replaces the bundled content of the site (same shape); assign a new object to change it, undefined brings the bundled one back.',
    ),
  },
  events: {
    'view-change': event<ViewChangeDetail>('Unless cancelled, sets the platform cookie and reloads.', { cancelable: true }),
    'consent-manager-open': event<ConsentManagerOpenDetail>(
      "The cookie-settings link was chosen: open the page's consent tool and call preventDefault(); otherwise window.__cmp('showScreen') is called when it exists.",
      { cancelable: true },
    ),
    ...SHELL_EVENTS,
  },
  slots: [],
  cssParts: [
    {
      name: 'heading',
      description:
        "The headings, e.g. for a display font: the sections' and those of the newsletter sign-up inside (its title and thanks' title).",
    },
    { name: 'newsletter-heading', description: "Only the newsletter sign-up's headings (its part heading, forwarded)." },
  ],
  cssProperties: [
    ...THEME_PROPERTIES,
    { name: '--ft-divider-color', default: '#c8c8c8', description: "The lines between the footer's sections and link groups." },
  ],
});
