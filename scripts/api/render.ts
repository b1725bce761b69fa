/**
 * Renders the package's API files from the elements' declarations (elements/<tag>/<tag>.declaration.ts):
 * custom-elements.json and storefront-elements.d.ts (shipped in dist/), and the API tables of docs/.
 */
import type { AttributeSpec, ElementDeclaration } from '../../src/element/declaration';
import { propertyName } from '../../src/element/declaration';
import { attributesOf, COMMON_ATTRIBUTES, THEME_PROPERTIES } from '../../src/element/sharedDeclarations';
import { editorTags } from '../../src/cms/editorTags';
import type { ElementExamples } from '../../src/element/examples';
import { examplesSection, referencePage } from './referencePage';

/** The module the package ships; the manifest points at it. */
export const MODULE_PATH = 'dist/storefront-elements.js';

/** The TypeScript text of each element's property and event detail types, from the emitted declarations. */
export interface ElementTypes {
  properties: ReadonlyMap<string, string>;
  events: ReadonlyMap<string, string>;
}

export interface PublicTypes {
  /** The bundled declarations of the exported calls and every type they and the elements use. */
  declarations: string;
  /** The same, types only (no calls, no values), for the README. */
  typeDeclarations: string;
  elements: ReadonlyMap<string, ElementTypes>;
}

export const quote = (value: string) => `'${value}'`;

export function attributeType(spec: AttributeSpec): string {
  if (spec.type === 'enum') return spec.values.map(quote).join(' | ');
  return spec.type;
}

function typesOf(types: PublicTypes, api: ElementDeclaration): ElementTypes {
  const element = types.elements.get(api.tag);
  if (!element) throw new Error(`No types for <${api.tag}>`);
  for (const name of Object.keys(api.properties))
    if (!element.properties.has(name)) throw new Error(`<${api.tag}> property ${name}: no type found in the emitted declaration`);
  for (const name of Object.keys(api.events))
    if (!element.events.has(name)) throw new Error(`<${api.tag}> event ${name}: no detail type found in the emitted declaration`);
  return element;
}

/** The manifest's default: a JavaScript value; left out where the absence means something else (the page's origin). */
function defaultOf(spec: AttributeSpec): { default?: string } {
  if (spec.type === 'boolean') return { default: 'false' };
  if (spec.type === 'enum') return { default: JSON.stringify(spec.default) };
  if (spec.type === 'string' && spec.absentMeans === undefined) return { default: '""' };
  return {};
}

/** The README's default column. */
function defaultText(spec: AttributeSpec): string {
  if (spec.type === 'boolean') return 'off';
  if (spec.type === 'enum') return spec.default;
  return spec.absentMeans ?? '(empty)';
}

const eventDescription = (api: ElementDeclaration, name: string) =>
  `${api.events[name].cancelable ? 'Cancelable. ' : ''}${api.events[name].description}`;

export function renderManifest(apis: readonly ElementDeclaration[], types: PublicTypes): string {
  const manifest = {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MODULE_PATH,
        declarations: apis.map((api) => {
          const element = typesOf(types, api);
          const attributes = Object.entries(attributesOf(api));
          return {
            kind: 'class',
            name: api.className,
            tagName: api.tag,
            customElement: true,
            description: api.description,
            superclass: { name: 'HTMLElement' },
            attributes: attributes.map(([name, spec]) => ({
              name,
              fieldName: propertyName(name),
              type: { text: attributeType(spec) },
              ...defaultOf(spec),
              description: spec.description,
            })),
            members: [
              ...attributes.map(([name, spec]) => ({
                kind: 'field',
                name: propertyName(name),
                attribute: name,
                type: { text: spec.type === 'boolean' ? 'boolean' : `${attributeType(spec)} | undefined` },
                description: spec.description,
              })),
              ...Object.entries(api.properties).map(([name, spec]) => ({
                kind: 'field',
                name,
                type: { text: `${element.properties.get(name)} | undefined` },
                description: spec.description,
              })),
            ],
            events: Object.keys(api.events).map((name) => ({
              name,
              type: { text: `CustomEvent<${element.events.get(name)}>` },
              description: eventDescription(api, name),
            })),
            slots: api.slots,
            cssParts: api.cssParts,
            cssProperties: api.cssProperties,
          };
        }),
        exports: apis.map((api) => ({
          kind: 'custom-element-definition',
          name: api.tag,
          declaration: { name: api.className, module: MODULE_PATH },
        })),
      },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Every event of the elements by name; one event name has one detail type everywhere. */
function eventMap(apis: readonly ElementDeclaration[], types: PublicTypes): Map<string, string> {
  const events = new Map<string, string>();
  for (const api of apis) {
    for (const [name, detail] of typesOf(types, api).events) {
      const known = events.get(name);
      if (known !== undefined && known !== detail) throw new Error(`Event ${name} has two detail types: ${known} and ${detail}`);
      events.set(name, detail);
    }
  }
  return events;
}

/** NlSignupElement → NlSignupAttributes. */
export const attributesInterface = (api: ElementDeclaration) => api.className.replace(/Element$/, 'Attributes');

/** A text as a comment holds it (no early end). */
const commentText = (text: string) => text.replace(/\*\//g, '*\\/');
const doc = (text: string, indent = '') => `${indent}/** ${commentText(text)} */`;

/** An element interface's comment: its description and, as `@csspart` tags (editors and analyzers read them), its CSS parts. */
const elementDoc = (api: ElementDeclaration) => {
  const text = `<${api.tag}>: ${api.description}`;
  if (api.cssParts.length === 0) return doc(text);
  const parts = api.cssParts.map((part) => ` * @csspart ${part.name} - ${commentText(part.description)}`);
  return ['/**', ` * ${commentText(text)}`, ' *', ...parts, ' */'].join('\n');
};

export function renderDts(apis: readonly ElementDeclaration[], types: PublicTypes): string {
  const lines = [
    '// Generated by `npm run build` (scripts/api) from elements/<tag>/<tag>.declaration.ts and the source types they name. Do not edit.',
    '',
    types.declarations,
    '',
  ];
  for (const api of apis) {
    const element = typesOf(types, api);
    lines.push(elementDoc(api), `export interface ${api.className} extends HTMLElement {`);
    for (const [name, spec] of Object.entries(attributesOf(api))) {
      const optional = spec.type === 'boolean' ? '' : '?';
      lines.push(doc(spec.description, '  '), `  ${propertyName(name)}${optional}: ${attributeType(spec)};`);
    }
    for (const [name, spec] of Object.entries(api.properties))
      lines.push(doc(spec.description, '  '), `  ${name}?: ${element.properties.get(name)};`);
    lines.push(doc(RENDERED_DOC, '  '), '  readonly rendered: Promise<void>;', '}', '');
    lines.push(
      doc(`<${api.tag}>'s attributes as markup and frameworks write them: a boolean is on when present, unless its value is "false".`),
      `export interface ${attributesInterface(api)} {`,
    );
    for (const [name, spec] of Object.entries(attributesOf(api)))
      lines.push(doc(spec.description, '  '), `  ${/^[a-z]+$/.test(name) ? name : quote(name)}?: ${attributeType(spec)};`);
    lines.push('}', '');
  }
  lines.push(
    '/** Every event the elements dispatch. They bubble and are composed, so `document` and `window` hear them too. */',
    'export interface StorefrontEventMap {',
  );
  for (const [name, detail] of eventMap(apis, types)) lines.push(`  '${name}': CustomEvent<${detail}>;`);
  lines.push('}', '', 'declare global {', '  interface HTMLElementTagNameMap {');
  for (const api of apis) lines.push(`    '${api.tag}': ${api.className};`);
  lines.push(
    '  }',
    '  // Elements, document and window all extend this map, so each of them types the events in addEventListener.',
    '  interface GlobalEventHandlersEventMap extends StorefrontEventMap {}',
    '}',
    '',
  );
  return lines.join('\n');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const code = (text: string) => `\`${text.replace(/\|/g, '\\|')}\``;

const THEME_NAMES = new Set<string>(THEME_PROPERTIES.map((property) => property.name));

function markdownTable(head: string[], rows: string[][]): string[] {
  if (!rows.length) return [];
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`), ''];
}

const cssPropertyRow = (property: { name: string; default: string; description: string }) => [
  code(property.name),
  code(property.default),
  cell(property.description),
];

function apiTables(api: ElementDeclaration, types: PublicTypes): string {
  const element = typesOf(types, api);
  const common = Object.keys(COMMON_ATTRIBUTES[api.commonAttributes]);
  const out: string[] = [];
  const own = api.commonAttributes === 'all' ? Object.entries(api.attributes) : Object.entries(attributesOf(api));
  if (api.commonAttributes === 'all')
    out.push(
      `Takes the [common attributes](../../docs/on-your-page.md#attributes-every-visible-element-takes) ${common.slice(0, -1).map(code).join(', ')} and ${code(common.at(-1)!)}.`,
      '',
    );
  const themed = api.cssProperties.some((property) => THEME_NAMES.has(property.name));
  if (themed) out.push("Takes the theme's CSS custom properties (see [Theming](../../docs/theming.md)).", '');
  const table = (head: string[], rows: string[][]) => out.push(...markdownTable(head, rows));
  table(
    ['attribute', 'values', 'default', 'meaning'],
    own.map(([name, spec]) => [code(name), code(attributeType(spec)), cell(defaultText(spec)), cell(spec.description)]),
  );
  table(
    ['property', 'type', 'meaning'],
    Object.entries(api.properties).map(([name, spec]) => [code(name), code(element.properties.get(name)!), cell(spec.description)]),
  );
  table(
    ['event', 'detail', 'when'],
    Object.keys(api.events).map((name) => [code(name), code(element.events.get(name)!), cell(eventDescription(api, name))]),
  );
  table(
    ['CSS part', 'meaning'],
    api.cssParts.map((part) => [code(part.name), cell(part.description)]),
  );
  table(
    ['CSS custom property', 'default', 'meaning'],
    api.cssProperties.filter((property) => !THEME_NAMES.has(property.name)).map(cssPropertyRow),
  );
  table(
    ['slot', 'meaning'],
    api.slots.map((slot) => [slot.name ? code(slot.name) : '(default)', cell(slot.description)]),
  );
  return out.join('\n');
}

function replaceBlock(path: string, text: string, marker: string, body: string): string {
  const pattern = new RegExp(`<!-- ${marker} -->[\\s\\S]*?<!-- /${marker} -->`);
  if (!pattern.test(text)) throw new Error(`${path} has no <!-- ${marker} --> … <!-- /${marker} --> block`);
  return text.replace(pattern, () => `<!-- ${marker} -->\n${body}<!-- /${marker} -->`);
}

/** The generated blocks of the documentation, by file: each element's examples and tables, the theme's custom properties, the public types. */
export function generatedBlocks(
  apis: readonly ElementDeclaration[],
  types: PublicTypes,
  examples: Readonly<Record<string, ElementExamples>>,
): Record<string, Record<string, string>> {
  const theme = markdownTable(['CSS custom property', 'default', 'meaning'], THEME_PROPERTIES.map(cssPropertyRow)).join('\n');
  return {
    ...Object.fromEntries(
      apis.map((api) => [
        referencePage(api.tag),
        { [`examples:${api.tag}`]: examplesSection(examples[api.tag]), [`api:${api.tag}`]: apiTables(api, types) },
      ]),
    ),
    'docs/theming.md': { 'api:theme': theme },
    'docs/frameworks.md': { 'api:types': `\`\`\`ts\n${types.typeDeclarations}\n\`\`\`\n` },
    'docs/cms-editors.md': { 'api:cms': cmsAllowedTags(apis) },
  };
}

/** Every element's `rendered` (src/element/StorefrontElement.ts, src/element/define.ts; elements/shop-layout/ShopLayout.ts). */
const RENDERED_DOC =
  "Resolves once the element's first render, or its hydration of pre-rendered markup, is in the document (at once for <shop-layout>); the custom state `sf-rendered` (`:state(sf-rendered)`) holds while it is.";

/**
 * What a CMS's editor must allow of each element, for the settings an administrator types by hand
 * (TinyMCE's `extended_valid_elements`, Drupal's manually editable tags, WordPress's allowed HTML).
 */
function cmsAllowedTags(apis: readonly ElementDeclaration[]): string {
  const rows = editorTags(apis).map(({ tag, attributes }) => [
    code(`<${tag}>`),
    code(`${tag}[${attributes.join('|')}]`),
    code(`<${tag} ${attributes.join(' ')}>`),
  ]);
  return markdownTable(['element', 'TinyMCE rule', 'Drupal: manually editable HTML tags'], rows).join('\n');
}

/** Replaces each `<!-- marker -->` … `<!-- /marker -->` block of the document at `path` with its generated body. */
export function renderDocument(path: string, text: string, blocks: Record<string, string>): string {
  return Object.entries(blocks).reduce((result, [marker, body]) => replaceBlock(path, result, marker, body), text);
}
