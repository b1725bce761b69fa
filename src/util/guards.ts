export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/**
 * A value as text for a log line (objects as JSON, cut at 200 characters). Never throws: String() does for an object whose toString is not
 * callable (possible in JSON content, e.g. `{ "toString": 1 }`) and for a null-prototype object.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 200);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
