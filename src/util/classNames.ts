/** A class attribute from the names that are set: `classNames('a', open && 'b', undefined)` is `'a b'`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
