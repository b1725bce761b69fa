import type { Logger } from '../../src/log/logger';
import { isRecord } from '../../src/util/guards';

/**
 * Footer content writes an amount as a placeholder, `{{amount:999}}`, so that a CMS editor types the
 * number only: it is formatted at render for the element's locale in the site's currency, with a
 * no-break space between number and unit ("999 Kč", "1.000 TL"). Works for the bundled content and
 * the `content` property alike.
 */
const PLACEHOLDER = /\{\{\s*amount\s*:([^}]*)\}\}/g;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

function fillText(text: string, format: (amount: number) => string, log: Logger): string {
  return text.replace(PLACEHOLDER, (placeholder, value: string) => {
    if (NUMBER.test(value.trim())) return format(Number(value));
    log.error(`content: "${placeholder}" is not an amount (write e.g. {{amount:999}}); shown as written.`);
    return placeholder;
  });
}

function fill(value: unknown, format: (amount: number) => string, log: Logger): unknown {
  if (typeof value === 'string') return fillText(value, format, log);
  if (Array.isArray(value)) return value.map((item) => fill(item, format, log));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, format, log)]));
  return value;
}

/** The content with every `{{amount:…}}` in its texts replaced by the formatted amount. */
export function withAmounts<T>(content: T, format: (amount: number) => string, log: Logger): T {
  return fill(content, format, log) as T;
}
