// lodash's property-path grammar: names between dots, [0] indices, ["quoted"] keys with escapes.
const PROPERTY_NAME = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const ESCAPE = /\\(\\)?/g;

/** A field path (`friends[0].name`, or already an array) as its keys, as lodash's toPath reads it. */
export default function toPath(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const path = value == null ? '' : String(value);
  const keys: string[] = [];
  if (path.charCodeAt(0) === 46 /* . */) keys.push('');
  path.replace(PROPERTY_NAME, (match, index?: string, quote?: string, quoted?: string) => {
    keys.push(quote ? (quoted ?? '').replace(ESCAPE, '$1') : (index ?? match));
    return '';
  });
  return keys;
}
