/**
 * The JSON text of plain data (strings, finite numbers, booleans, null, arrays, plain objects),
 * written without JSON.stringify's `toJSON` calls: Prototype.js 1.6 and other legacy libraries put
 * `toJSON` on Array.prototype (and others) and would turn an array into a quoted string. Only own
 * enumerable keys are written, so additions to Object.prototype never leak into a body; undefined
 * and functions are left out as JSON.stringify does.
 */
export function jsonText(value: unknown): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value); // a primitive: JSON.stringify never looks up toJSON on it
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'object':
      return Array.isArray(value) ? arrayText(value) : objectText(value as Record<string, unknown>);
  }
  return undefined;
}

function arrayText(items: readonly unknown[]): string {
  const parts: string[] = [];
  for (let index = 0; index < items.length; index += 1) parts.push(jsonText(items[index]) ?? 'null');
  return `[${parts.join(',')}]`;
}

function objectText(record: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const key of Object.keys(record)) {
    const text = jsonText(record[key]);
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}
