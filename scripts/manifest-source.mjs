// The one description of every element's public surface. `node scripts/write-manifest.mjs` turns it
// into custom-elements.json (Custom Elements Manifest) and storefront-elements.d.ts; a unit test
// checks it against the elements' real attribute lists, and another the README tables.
const SITE = {
  name: 'site',
  type: "'AT' | 'CH' | 'CH_FR' | 'CZ' | 'DE' | 'HU' | 'PL' | 'SK' | 'TR'",
  default: 'DE',
  description: 'Country site, any case. An unknown value renders nothing and logs an error.',
};
const LOCALE = {
  name: 'locale',
  type: 'string',
  default: "the site's locale",
  description: 'BCP 47 tag that overrides the site locale for texts and lang.',
};
const API_ORIGIN = {
  name: 'api-origin',
  type: 'string',
  default: "the page's origin",
  description: 'Origin that service paths are relative to.',
};
const ASSET_ORIGIN = {
  name: 'asset-origin',
  type: 'string',
  default: "the page's origin",
  description: 'Origin that images (not icons) are loaded from.',
};
const COMMON = [SITE, LOCALE, API_ORIGIN, ASSET_ORIGIN];
const flag = (name, description) => ({ name, type: 'boolean', default: 'off', description });

export const elements = [
  {
    tag: 'nl-signup',
    className: 'NlSignupElement',
    description:
      'The newsletter sign-up block: e-mail, per-site salutation and names, consents, legal notice; success, invalid e-mail and technical error states.',
    attributes: [
      ...COMMON,
      {
        name: 'origin',
        type: "'NEWSLETTER' | 'SHOPPING_CART'",
        default: 'NEWSLETTER',
        description: 'Where the sign-up comes from; sent as origin. Any other value logs an error and NEWSLETTER is used.',
      },
      {
        name: 'origin-addition',
        type: 'string',
        default: '',
        description: 'Free text sent (trimmed) as originAddition; also part of the tracking event.',
      },
      flag('spa', 'Use the base path service/newsletter/api/private instead of service/newsletter/api/internal.'),
      flag('doi-error', 'Show the "link no longer valid" double-opt-in notice at the start; dismissed when the e-mail field gets focus.'),
      flag('no-scroll', 'Do not scroll the success message into view (it still takes focus, without scrolling).'),
    ],
    properties: [],
    events: [
      {
        name: 'nl-submit',
        type: "CustomEvent<{ result: 'SUCCESS' | 'ERROR_GENERIC' | 'ERROR_INVALID_EMAIL' | 'BOT' }>",
        description: 'After each completed submit.',
      },
    ],
    slots: [],
  },
  {
    tag: 'shop-footer',
    className: 'ShopFooterElement',
    description: 'The shared footer of all nine sites, with the per-site content bundled.',
    attributes: [
      ...COMMON,
      flag('reduced', 'The reduced footer (also when the cookie affiliateNumber is set or newApp is true).'),
      {
        name: 'platform',
        type: "'CLASSIC' | 'TABLET' | 'phone'",
        default: 'CLASSIC',
        description:
          'The layout the page is in (any case). Outside CLASSIC the overview link shows and the country switcher hides. Anything else logs an error and is read as CLASSIC.',
      },
      flag(
        'newsletter',
        'Include <nl-signup origin="NEWSLETTER" origin-addition="footer"> at the top; hidden when reduced, with newsletter-hidden, or when psdata says WAITING_FOR_DOI or SUBSCRIBED.',
      ),
      flag('newsletter-hidden', 'The page says the newsletter form is hidden.'),
      flag('preview', 'Include the staff preview panel (it shows only for staff).'),
      flag('checkout', 'The page is in checkout: groups flagged hideGroupInCheckout are left out.'),
    ],
    properties: [{ name: 'content', type: 'FooterContent', description: 'Replaces the bundled content of the site (same shape).' }],
    events: [
      {
        name: 'view-change',
        type: "CustomEvent<{ platform: 'phone' | 'CLASSIC' }>",
        description: 'Cancelable. Unless cancelled, sets the platform cookie and reloads.',
      },
      {
        name: 'consent-manager-open',
        type: 'CustomEvent<{}>',
        description:
          "Cancelable. The cookie-settings link was chosen: open the page's consent tool and call preventDefault(); otherwise window.__cmp('showScreen') is called when it exists.",
      },
    ],
    slots: [],
  },
  {
    tag: 'shop-layout',
    className: 'ShopLayoutElement',
    description: 'The default layout: header, main and footer slots.',
    attributes: [
      {
        name: 'content-type',
        type: 'string',
        default: '',
        description: 'The content-type response header value: NO_HEADER hides the header slot, NO_FOOTER the footer slot (any case).',
      },
    ],
    properties: [],
    events: [],
    slots: [
      { name: 'header', description: 'The page header.' },
      { name: '', description: 'The main content.' },
      { name: 'footer', description: 'The page footer, e.g. <shop-footer>.' },
    ],
    cssParts: [
      { name: 'header', description: 'The box around the header slot.' },
      { name: 'main', description: 'The <main> landmark around the default slot.' },
      { name: 'footer', description: 'The box around the footer slot.' },
    ],
  },
  {
    tag: 'preview-panel',
    className: 'PreviewPanelElement',
    description: 'The staff preview tool; renders only for staff whose preview cookie passes the server check.',
    attributes: COMMON,
    properties: [],
    events: [
      {
        name: 'preview-change',
        type: 'CustomEvent<{ dateTime: string; test: string; group: string }>',
        description: 'After preview settings were applied successfully.',
      },
    ],
    slots: [],
  },
  {
    tag: 'session-keeper',
    className: 'SessionKeeperElement',
    description: 'Keeps the login session alive by renewing the login and long-term tokens; renders nothing.',
    attributes: [API_ORIGIN],
    properties: [],
    events: [
      {
        name: 'session-status',
        type: 'CustomEvent<{ status: 0 | 1 | 2 | 3 | 4 | 5 }>',
        description: 'After every check: 0 renewed, 1 ok, 2 server error, 3 no or unknown token, 4 not yet due, 5 expired.',
      },
    ],
    slots: [],
  },
];
