// The package's server entry (storefront-elements/server): an element's pre-rendered markup, a
// declarative shadow root that the page paints with no script and the module hydrates
// (docs/prerendered.md). It uses Web APIs only, so it runs in Node, Deno and a CDN's edge runtime.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server.edge';
import MARKET_CHUNKS from 'virtual:storefront/market-chunks';
import PRERENDERED_STYLES from 'virtual:storefront/prerendered-styles';
import { ELEMENTS } from '../elements';
import { version } from '../package.json';
import { attributeReader, isOn } from './element/attributes';
import { type BlockDefinition, type AnyElementView, type ElementDefinition, isBlockDefinition, showsSomething } from './element/definition';
import { CONTAINER_CLASS } from './element/container';
import { ElementRendererContext } from './element/prerendering';
import { attributesOf, GLOBAL_ATTRIBUTES } from './element/sharedDeclarations';
import { kitMessage } from './log/logger';
import { type Site, SITE_LOCALE, SITES, spellsSiteLocale } from './sites/sites';

/** An attribute as a server passes it: a text, or a boolean (`true` present, `false`, null or undefined absent). */
export type AttributeValue = string | boolean | null | undefined;

/** The elements with a block (elements/index.ts): the ones renderElement renders, by tag. */
const DEFINITIONS: Readonly<Record<string, BlockDefinition>> = Object.fromEntries(
  (ELEMENTS as readonly ElementDefinition[]).filter(isBlockDefinition).map((definition) => [definition.declaration.tag, definition]),
);

/**
 * The kit's version. renderElement's markup depends on nothing but the tag, the attributes and this
 * version: a cache of fragments keys on the three (docs/prerendered.md, "Caching the markup").
 */
export const KIT_VERSION: string = version;

/** The tags renderElement renders. */
export const PRERENDERED_TAGS = Object.keys(DEFINITIONS);

/** Each element's view: a server renders them all, so it loads them as it starts. */
const VIEWS: Readonly<Record<string, AnyElementView>> = Object.fromEntries(
  await Promise.all(Object.entries(DEFINITIONS).map(async ([tag, definition]) => [tag, (await definition.view()).default] as const)),
);

/** The root component of each element that shows something; one that shows nothing (the session keeper) is written as its bare tag. */
const roots = Object.fromEntries(Object.entries(VIEWS).flatMap(([tag, view]) => (showsSomething(view) ? [[tag, view.Root]] : [])));
const attributesByTag = Object.fromEntries(Object.entries(DEFINITIONS).map(([tag, { declaration }]) => [tag, attributesOf(declaration)]));
const readers = Object.fromEntries(Object.entries(DEFINITIONS).map(([tag, { declaration }]) => [tag, attributeReader(declaration)]));

/**
 * The CSP sources that allow the `<style>` of pre-rendered markup (`'sha256-…'`, one per element):
 * add them to a page's `style-src` beside `'self'`; they change only with the kit's version.
 */
export function styleHashes(): Record<string, string> {
  return Object.fromEntries(Object.entries(PRERENDERED_STYLES).map(([tag, { hash }]) => [tag, hash]));
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const NAME_TAIL = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isGlobalAttribute = (name: string) =>
  GLOBAL_ATTRIBUTES.some((global) =>
    global.endsWith('*') ? name.startsWith(global.slice(0, -1)) && NAME_TAIL.test(name.slice(global.length - 1)) : name === global,
  );

/** What the page's attributes are: names checked against the element's declaration, booleans as presence. */
function attributeTexts(tag: string, attributes: Record<string, AttributeValue>, caller = 'renderElement'): Record<string, string> {
  const own = attributesByTag[tag] ?? {};
  const texts: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (!(Object.hasOwn(own, name) || isGlobalAttribute(name)))
      throw new Error(
        kitMessage(
          `${caller}("${tag}"): "${name}" is not an attribute of <${tag}>; it writes only the element's own (${Object.keys(own).join(', ') || 'none'}) and ${GLOBAL_ATTRIBUTES.join(', ')}.`,
        ),
      );
    if (value === false || value === null || value === undefined) continue;
    // A boolean is written as the browser reads it: present and bare, or left out ("false", any case).
    if (own[name]?.type === 'boolean') {
      if (value === true || isOn(String(value))) texts[name] = '';
      continue;
    }
    texts[name] = value === true ? '' : String(value);
  }
  return texts;
}

/**
 * The one key of the markup renderElement writes for a tag and attributes, for a cache: the attributes
 * as it writes them, in name order, so that every way of asking for one fragment is one entry
 * (`{ checkout: false }`, `{ checkout: 'false' }` and no `checkout` alike). Throws as renderElement
 * does on a name the element does not take.
 */
export function fragmentKey(tag: string, attributes: Record<string, AttributeValue> = {}): string {
  if (!Object.hasOwn(DEFINITIONS, tag))
    throw new Error(kitMessage(`fragmentKey: "${tag}" is not an element renderElement renders (${PRERENDERED_TAGS.join(', ')}).`));
  const texts = Object.entries(attributeTexts(tag, attributes, 'fragmentKey')).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${tag}?${new URLSearchParams(texts)}`;
}

/** What a server gives the shell as the element it renders: no page, no events. */
const serverHost = (tag: string) => ({ localName: tag, dispatchEvent: () => true, getAttribute: () => null }) as unknown as HTMLElement;

/**
 * The content of an element's declarative shadow root, for attributes already checked: its styles
 * and what its view renders. An element the block renders inside its own is rendered the same way,
 * by this renderer (ElementRendererContext), within the same pass.
 */
function shadowRootContent(tag: string, texts: Record<string, string>): string {
  const Root = roots[tag];
  const attributes = attributesByTag[tag];
  if ('site' in attributes && !texts.site?.trim())
    throw new Error(
      kitMessage(
        `renderElement("${tag}"): site is required (one of ${SITES.join(', ')}): the page's site, one that the module the page loads carries.`,
      ),
    );
  const read = readers[tag](texts);
  const site = (read.values.site ?? null) as Site | null;
  if ('site' in attributes && site === null)
    throw new Error(kitMessage(`renderElement("${tag}"): site "${texts.site}" is not one of ${SITES.join(', ')}.`));
  const locale = texts.locale?.trim();
  if (site && locale && !spellsSiteLocale(site, locale)) {
    const siteOfLocale = SITES.find((other) => SITE_LOCALE[other].toLowerCase() === locale.replace('_', '-').toLowerCase());
    const own = SITE_LOCALE[site];
    throw new Error(
      kitMessage(
        `renderElement("${tag}"): locale "${locale}" is not site ${site}'s (${own}, also written ${own.split('-')[0]} or ${own.replace('-', '_')}). A server renders a site in its own locale only, whose amounts and text direction the kit carries, so that every runtime writes the same bytes: ${siteOfLocale ? `give site ${siteOfLocale} for ${SITE_LOCALE[siteOfLocale]}` : 'give the site whose locale you want'}, or leave locale out.`,
      ),
    );
  }
  const content = renderToString(
    createElement(
      ElementRendererContext.Provider,
      { value: renderNested },
      createElement(Root, { host: serverHost(tag), attributes: read, properties: {} }),
    ),
  );
  return `<style>${PRERENDERED_STYLES[tag].text}</style><div class="${CONTAINER_CLASS}">${content}</div>`;
}

/** A nested element's declarative shadow root, as React's output: the element's own render, its attributes checked against its declaration. */
const renderNested = (tag: string, attributes: Record<string, unknown>) =>
  createElement('template', {
    shadowrootmode: 'open',
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the kit's own rendered markup (React's escaped output), never a page's or a visitor's text
    dangerouslySetInnerHTML: { __html: shadowRootContent(tag, attributeTexts(tag, attributes as Record<string, AttributeValue>)) },
  });

/**
 * An element's pre-rendered markup: its tag with the given attributes and a declarative shadow
 * root holding what the element renders before any service answers, with its styles. A page shows
 * it with no script; the module, once loaded, hydrates it when it is needed. Throws, naming the
 * value, on a tag it does not render, an attribute the element does not declare (beside id, class,
 * slot, lang, dir, data-* and aria-*), a missing or unknown site, and a locale other than the site's.
 */
export function renderElement(tag: string, attributes: Record<string, AttributeValue> = {}): string {
  if (!Object.hasOwn(DEFINITIONS, tag))
    throw new Error(kitMessage(`renderElement: "${tag}" is not an element it renders (${PRERENDERED_TAGS.join(', ')}).`));
  const texts = attributeTexts(tag, attributes);
  const markup = Object.hasOwn(roots, tag) ? `<template shadowrootmode="open">${shadowRootContent(tag, texts)}</template>` : '';
  const attributeList = Object.entries(texts)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
  return `<${tag}${attributeList}>${markup}</${tag}>`;
}

/** An element a page places, for preloadLinks: its tag, or its tag with the attributes it is written with. */
export type PlacedElement = string | readonly [tag: string, attributes?: Record<string, AttributeValue>];

/** What a server gives a definition's `nests` as the element: its attributes as written. */
const hostWith = (texts: Record<string, string>) =>
  ({ hasAttribute: (name: string) => Object.hasOwn(texts, name) }) as unknown as HTMLElement;

/**
 * The `<link rel="modulepreload">` lines (one per line) with which a page's HTML has the browser fetch
 * everything the market module at `module` runs for the elements it places, at once: the module
 * itself, then each element's view and every chunk that view imports, however deep, and the views of
 * the elements it renders inside its own (a footer's sign-up with `newsletter`), each file once. Give
 * `module` as the page's `<script type="module">` loads it (`/static/markets/storefront-elements.de.js`,
 * a query kept): the chunks' addresses are relative to it. Elements as for renderElement, whether
 * pre-rendered or placed as tags; the staff tool only on a page for staff. Throws, naming the value,
 * on an address that is not a market module's, a tag it does not know and an attribute the element
 * does not declare.
 */
export function preloadLinks(module: string, elements: readonly PlacedElement[]): string {
  if (!MARKET_CHUNKS) throw new Error(kitMessage('preloadLinks: this server entry was not built with the market modules (npm run build).'));
  const path = module.split(/[?#]/)[0];
  const folder = path.slice(0, path.lastIndexOf('/') + 1);
  const views = MARKET_CHUNKS[path.slice(folder.length)];
  if (!views)
    throw new Error(
      kitMessage(
        `preloadLinks: "${module}" is not the address of a market module (${Object.keys(MARKET_CHUNKS).join(', ')}); the all-sites module is one file, with nothing more to fetch.`,
      ),
    );
  const files = new Set<string>();
  const add = (tag: string, attributes: Record<string, AttributeValue> = {}) => {
    if (!Object.hasOwn(DEFINITIONS, tag))
      throw new Error(kitMessage(`preloadLinks: "${tag}" is not an element with a view (${PRERENDERED_TAGS.join(', ')}).`));
    const texts = attributeTexts(tag, attributes, 'preloadLinks');
    for (const file of views[tag]) files.add(file);
    for (const nested of DEFINITIONS[tag].nests?.(hostWith(texts)) ?? []) add(nested);
  };
  for (const element of elements) typeof element === 'string' ? add(element) : add(...element);
  return [module, ...[...files].map((file) => folder + file)]
    .map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}">`)
    .join('\n');
}
