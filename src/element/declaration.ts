/**
 * The shape of an element's public API declaration (`elements/<tag>/<tag>.declaration.ts`). A declaration is pure
 * data: defineElement() derives the observed attributes and their parsing from it at run time, and
 * `npm run build` renders dist/custom-elements.json and dist/types/storefront-elements.d.ts, `npm run api` the API report and the API tables of docs/
 * from it. The TypeScript types of event details and properties ride along as phantom types, so
 * the blocks' `emit` and the generated `.d.ts` use the very types the sources define.
 */

declare const phantom: unique symbol;

/** HTML boolean: present is on, removed is off; the default is off. */
export interface BooleanAttribute {
  type: 'boolean';
  description: string;
}

export interface StringAttribute {
  type: 'string';
  /** What an absent attribute means when that is not simply the empty string, e.g. "the page's origin". */
  absentMeans?: string;
  description: string;
}

/**
 * One of a list of values, written with or without spaces around it. Absent or empty, it is its
 * default; an unknown value is its default too, with an error, unless `unknownRendersNothing`.
 */
export interface EnumAttribute<Values extends readonly string[] = readonly string[]> {
  type: 'enum';
  values: Values;
  default: Values[number];
  /** Whether the page may write a value in any letter case. */
  anyCase?: boolean;
  /** Whether an unknown value leaves the element showing nothing (with an error), rather than its default. */
  unknownRendersNothing?: boolean;
  description: string;
}

export type AttributeSpec = BooleanAttribute | StringAttribute | EnumAttribute;

export interface EventSpec<Detail> {
  description: string;
  cancelable?: boolean;
  /** Never set: carries the detail's type. */
  readonly [phantom]?: Detail;
}

export interface PropertySpec<Type> {
  description: string;
  /** Never set: carries the property's type. */
  readonly [phantom]?: Type;
}

export interface NamedPart {
  /** '' for the default slot. */
  name: string;
  description: string;
}

export interface CssPropertySpec {
  name: string;
  default: string;
  description: string;
}

/** Which of the attributes shared by the storefront elements (docs/contract.md, section 2) an element takes. */
export type CommonAttributes = 'all' | 'api-origin-only' | 'none';

export interface ElementDeclaration {
  tag: string;
  /** The element's interface in dist/types/storefront-elements.d.ts and its class in dist/custom-elements.json. */
  className: string;
  description: string;
  commonAttributes: CommonAttributes;
  /** The element's own attributes by attribute name; each is also a property, camelCased. */
  attributes: Readonly<Record<string, AttributeSpec>>;
  /** Properties settable only from JavaScript (objects), e.g. `content`. */
  properties: Readonly<Record<string, PropertySpec<unknown>>>;
  /** Events dispatched from the element by name; all bubble and are composed. */
  events: Readonly<Record<string, EventSpec<unknown>>>;
  slots: readonly NamedPart[];
  cssParts: readonly NamedPart[];
  cssProperties: readonly CssPropertySpec[];
}

/**
 * A text that only documents (a shared attribute's or event's description): the API files, the CMS
 * editors' forms and the server keep it; the page's modules leave it out (vite.config.ts,
 * runtimeDeclarations), as they leave out every element's own.
 */
export const doc = (text: string): string => text;

export const booleanAttribute = (description: string): BooleanAttribute => ({ type: 'boolean', description });

export const stringAttribute = (description: string, absentMeans?: string): StringAttribute =>
  absentMeans === undefined ? { type: 'string', description } : { type: 'string', absentMeans, description };

export function enumAttribute<const Values extends readonly string[]>(
  values: Values,
  defaultValue: Values[number],
  description: string,
  { anyCase = false, unknownRendersNothing = false }: { anyCase?: boolean; unknownRendersNothing?: boolean } = {},
): EnumAttribute<Values> {
  return {
    type: 'enum',
    values,
    default: defaultValue,
    ...(anyCase && { anyCase }),
    ...(unknownRendersNothing && { unknownRendersNothing }),
    description,
  };
}

export function event<Detail>(description: string, options: { cancelable?: boolean } = {}): EventSpec<Detail> {
  return { description, ...options };
}

export function property<Type>(description: string): PropertySpec<Type> {
  return { description };
}

/** Keeps the literal types of a declaration (tag, event names, attribute names) and checks its shape. */
export const declareElement = <const Declaration extends ElementDeclaration>(declaration: Declaration): Declaration => declaration;

/** `origin-addition` → `originAddition`. */
export const propertyName = (attribute: string): string => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Name;

/** The events an element dispatches, by name, with their detail types. */
export type EventDetails<Declaration extends Pick<ElementDeclaration, 'events'>> = {
  [Name in keyof Declaration['events'] & string]: Declaration['events'][Name] extends EventSpec<infer Detail> ? Detail : never;
};

/**
 * What a block receives: its own attributes, parsed (a boolean on or off, an enumeration one of
 * its values, a text as written or undefined), and its properties.
 */
export type BlockProps<Declaration extends ElementDeclaration> = {
  [Name in keyof Declaration['attributes'] & string as CamelCase<Name>]: Declaration['attributes'][Name] extends BooleanAttribute
    ? boolean
    : Declaration['attributes'][Name] extends EnumAttribute<infer Values>
      ? Values[number]
      : string | undefined;
} & {
  [Name in keyof Declaration['properties']]?: Declaration['properties'][Name] extends PropertySpec<infer Type> ? Type : never;
};

/** What defineElement(), a plain element class and the CMS integrations read of a declaration at run time: no descriptions. */
export function runtimeDeclaration(api: ElementDeclaration): ElementDeclaration {
  return {
    tag: api.tag,
    className: api.className,
    description: '',
    commonAttributes: api.commonAttributes,
    attributes: Object.fromEntries(Object.entries(api.attributes).map(([name, spec]) => [name, { ...spec, description: '' }])),
    properties: Object.fromEntries(Object.keys(api.properties).map((name) => [name, { description: '' }])),
    events: {},
    slots: api.slots.map(({ name }) => ({ name, description: '' })),
    cssParts: [],
    cssProperties: [],
  };
}
