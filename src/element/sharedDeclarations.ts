/** What the storefront elements share: attributes (docs/contract.md, section 2), events (section 9), theme tokens. */
import type { StorefrontErrorDetail } from '../log/logger';
import { BUNDLED_DEFAULT_SITE } from '../sites/bundledSites';
import { SITES } from '../sites/sites';
import { DESIGN_TOKENS } from '../theme/tokens';
import {
  type AttributeSpec,
  type CommonAttributes,
  doc,
  type ElementDeclaration,
  enumAttribute,
  event,
  stringAttribute,
} from './declaration';

// Missing, it is the site of the module that reads it: DE in the all-sites module, the API files and the server.
const SITE = enumAttribute(
  SITES,
  BUNDLED_DEFAULT_SITE,
  doc(
    "Country site, any case. Missing: DE in storefront-elements.js, a market file's own site in that file (CH in the Swiss one). An unknown value, or a site the loaded file does not carry, renders nothing and logs an error.",
  ),
  { anyCase: true, unknownRendersNothing: true },
);
const LOCALE = stringAttribute(doc('BCP 47 tag that overrides the site locale for texts and lang.'), doc("the site's locale"));
const API_ORIGIN = stringAttribute(doc('Origin that service paths are relative to.'), doc("the page's origin"));
const ASSET_ORIGIN = stringAttribute(doc('Origin that images (not icons) are loaded from.'), doc("the page's origin"));

export const COMMON_ATTRIBUTES: Record<CommonAttributes, Readonly<Record<string, AttributeSpec>>> = {
  all: { site: SITE, locale: LOCALE, 'api-origin': API_ORIGIN, 'asset-origin': ASSET_ORIGIN },
  'api-origin-only': { 'api-origin': API_ORIGIN },
  none: {},
};

/**
 * What any element may carry besides its own attributes: nothing that runs script or styles it
 * inline. A name ending in `*` stands for that prefix and a tail of lower-case words.
 */
export const GLOBAL_ATTRIBUTES = ['id', 'class', 'slot', 'lang', 'dir', 'data-*', 'aria-*'] as const;

/** Every attribute an element observes, by attribute name: the common ones it takes, then its own. */
export function attributesOf(api: Pick<ElementDeclaration, 'commonAttributes' | 'attributes'>): Readonly<Record<string, AttributeSpec>> {
  return { ...COMMON_ATTRIBUTES[api.commonAttributes], ...api.attributes };
}

/** Events every element built on the shared shell (src/element/ElementShell.tsx) dispatches. */
export const SHELL_EVENTS = {
  'storefront-error': /* @__PURE__ */ event<StorefrontErrorDetail>(
    doc('For every error the element logs with console.error (docs/contract.md, section 9): forward it to error monitoring.'),
  ),
};

const token = (name: string, defaultValue: string, description: string) => ({ name, default: defaultValue, description });

/** The custom properties every element reads: the base sheet's font (src/element/base.css) and the design tokens (src/theme/tokens.ts). */
const themeProperties = () =>
  [
    token('--sf-font-family', 'inherit', "Font family of the texts; by default the page's, inherited."),
    token(
      '--sf-font-size',
      'medium',
      "Base font size; by default the visitor's browser setting (16px unless changed), not the page's root size.",
    ),
    ...DESIGN_TOKENS,
    token(
      '--sf-reserve-container',
      'normal',
      'Set by the reserve stylesheet (dist/storefront-elements.css) while the element waits for its first render, so that the space it holds follows its own width; a page does not set it.',
    ),
  ] as const;

export const THEME_PROPERTIES = /* @__PURE__ */ themeProperties();

/** The fade at the end of a collapsed expandable section (legal notice, A/B test section). */
export const EXPANSION_FADE = /* @__PURE__ */ token(
  '--sf-expansion-fade',
  'var(--sf-color-surface)',
  'Colour a collapsed expandable section fades into; set it to the background behind the element.',
);
