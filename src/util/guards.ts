import type { Logger } from '../log/logger';
import { describeSafely } from '../log/safeText';

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
  log.error(invalidValueMessage(what, allowed, value, fallback));
  return fallback;
}

/** The error for a value that is not one of an enumeration's: it names the value, the allowed ones and the one used instead. */
export const invalidValueMessage = (
  what: string,
  allowed: readonly (string | number)[],
  value: unknown,
  fallback: string | number,
): string => `Invalid ${what} "${describeSafely(value)}". Allowed: ${allowed.join(', ')}. Using "${fallback}".`;
