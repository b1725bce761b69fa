/**
 * Replays properties set on an element before its class was defined (a page script that ran
 * before the module): such a value is an own data property that hides the class's accessor. It is
 * taken off and set again, now through the accessor.
 */
export function upgradeProperties(element: HTMLElement, names: Iterable<string>): void {
  const properties = element as unknown as Record<string, unknown>;
  for (const name of names) {
    if (!Object.hasOwn(element, name)) continue;
    const value = properties[name];
    delete properties[name];
    properties[name] = value;
  }
}
