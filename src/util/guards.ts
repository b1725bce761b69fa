import type { Logger } from '../log/logger';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** Whether `value` is one of `allowed` (an enumeration's values). */
export function isOneOf<T extends string | number>(allowed: readonly T[], value: unknown): value is T {
  return (allowed as readonly unknown[]).includes(value);
}

/**
 * Returns `value` when it is one of `allowed`; missing (undefined, null, '') gives `fallback`, and
 * anything else is logged as an error naming the bad value and gives `fallback`. Used for every
 * enumerated prop and attribute, so bad input never crashes a widget.
 */
export function oneOf<T extends string | number>(what: string, allowed: readonly T[], value: unknown, fallback: T, log: Logger): T {
  if (value === undefined || value === null || value === '') return fallback;
  if (isOneOf(allowed, value)) return value;
  log.error(`Invalid ${what} "${describeValue(value)}". Allowed: ${allowed.join(', ')}. Using "${fallback}".`);
  return fallback;
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
