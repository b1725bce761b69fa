import { invalidValueMessage } from '../util/guards';
import type { AttributeSpec, ElementDeclaration, EnumAttribute } from './declaration';
import { attributesOf } from './sharedDeclarations';

/** A raw attribute's value as the page wrote it: null when absent. */
export type AttributeText = string | null;

/** A boolean attribute is on when present (HTML semantics), unless its value is "false" in any case (what React 18 writes for `flag={false}`). */
export const isOn = (text: AttributeText): boolean => text !== null && text.trim().toLowerCase() !== 'false';

/** What the element's property gives for an attribute: a boolean's state, any other's text (undefined when absent). */
export const propertyValue = (spec: AttributeSpec, text: AttributeText): string | boolean | undefined =>
  spec.type === 'boolean' ? isOn(text) : (text ?? undefined);

/** The enumeration's value that a written (trimmed) text stands for, letter case aside where the declaration allows it; undefined when none. */
export const enumValueOf = (spec: EnumAttribute, written: string): string | undefined =>
  spec.values.find((value) => (spec.anyCase ? value.toLowerCase() === written.toLowerCase() : value === written));

/** What a block receives for one of its attributes, and whether the page wrote a value the declaration does not allow. */
export interface ParsedAttribute {
  /** null: an unknown value of an attribute whose unknown values render nothing (the element shows nothing). */
  value: string | boolean | undefined | null;
  invalid?: true;
}

/**
 * One attribute as its element reads it: a boolean on or off; an enumeration one of its values
 * (absent or empty: its default; unknown: invalid, and its default, or null where the declaration
 * says an unknown value renders nothing); a text as written (undefined when absent).
 */
export function parseAttribute(spec: AttributeSpec, text: AttributeText): ParsedAttribute {
  if (spec.type === 'boolean') return { value: isOn(text) };
  if (spec.type === 'string') return { value: text ?? undefined };
  const written = text?.trim() ?? '';
  if (written === '') return { value: spec.default };
  const known = enumValueOf(spec, written);
  if (known !== undefined) return { value: known };
  return { value: spec.unknownRendersNothing ? null : spec.default, invalid: true };
}

/**
 * The error for an enumeration's value that the declaration does not allow: it names the value, the
 * values allowed and, where an unknown value is read as the default, the one used instead. Kept apart
 * from the reading, so that a page's module, which reads attributes, leaves it to the views that log.
 */
export function invalidAttributeMessage(tag: string, name: string, spec: EnumAttribute, text: AttributeText): string {
  return spec.unknownRendersNothing
    ? `Unknown ${name} "${text}". Allowed ${name}s: ${spec.values.join(', ')}.`
    : invalidValueMessage(`${tag} ${name}`, spec.values, text, spec.default);
}

/** Every attribute of an element as it reads them: the texts as written, each one's value, and which were invalid. */
export interface ReadAttributes {
  texts: Readonly<Record<string, AttributeText>>;
  values: Readonly<Record<string, ParsedAttribute['value']>>;
  invalid: readonly string[];
}

/**
 * The one reader of an element kind's attributes (the shared ones it takes, then its own), made
 * from its declaration: the element's view reads its texts with it when it renders, and gives what
 * it read to the root, the shell (through the root) and the block; the server reads with it too. An
 * element itself parses nothing: it gives its view the texts as written.
 */
export function attributeReader(declaration: Pick<ElementDeclaration, 'commonAttributes' | 'attributes'>) {
  const specs = Object.entries(attributesOf(declaration));
  return (written: Readonly<Record<string, AttributeText | undefined>>): ReadAttributes => {
    const texts = Object.fromEntries(specs.map(([name]) => [name, written[name] ?? null]));
    const parsed = specs.map(([name, spec]) => [name, parseAttribute(spec, texts[name])] as const);
    return {
      texts,
      values: Object.fromEntries(parsed.map(([name, { value }]) => [name, value])),
      invalid: parsed.flatMap(([name, { invalid }]) => (invalid ? [name] : [])),
    };
  };
}

/** The errors to log for what a reader found invalid, one per attribute. */
export function attributeProblems(
  declaration: Pick<ElementDeclaration, 'tag' | 'commonAttributes' | 'attributes'>,
  read: ReadAttributes,
): string[] {
  const specs = attributesOf(declaration);
  return read.invalid.map((name) => invalidAttributeMessage(declaration.tag, name, specs[name] as EnumAttribute, read.texts[name]));
}
