import { invalidValueMessage } from '../util/guards';
import type { AttributeSpec, EnumAttribute } from './declaration';

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

/** What a block receives for one of its attributes, and the error to log when the page wrote a value the declaration does not allow. */
export interface ParsedAttribute {
  value: string | boolean | undefined;
  problem?: string;
}

/**
 * One attribute as its block receives it: a boolean on or off; an enumeration one of its values
 * (absent or empty: its default; anything else: its default and an error naming the value); a text
 * as written (undefined when absent).
 */
export function parseAttribute(tag: string, name: string, spec: AttributeSpec, text: AttributeText): ParsedAttribute {
  if (spec.type === 'boolean') return { value: isOn(text) };
  if (spec.type === 'string') return { value: text ?? undefined };
  const written = text?.trim() ?? '';
  if (written === '') return { value: spec.default };
  const known = enumValueOf(spec, written);
  return known === undefined
    ? { value: spec.default, problem: invalidValueMessage(`${tag} ${name}`, spec.values, text, spec.default) }
    : { value: known };
}
