/**
 * What the kit logs is bounded and holds no personal data or secrets: a logged line and its cause
 * are text of at most MAX_LOGGED_CHARS, with e-mail addresses, tokens, the visitor's cookie values,
 * names and subscriber tokens replaced by REDACTED. Describing a value never throws, whatever it is
 * (a 5 MB body, an answer nested 200,000 levels deep, a revoked Proxy, a throwing getter).
 */

export const MAX_LOGGED_CHARS = 500;
/** How much of an answer a message quotes. */
export const MAX_QUOTED_CHARS = 300;
export const REDACTED = '[redacted]';

const MAX_DEPTH = 4;
const MAX_ENTRIES = 20;

/** Keys whose values are personal data or secrets, in answers and in query strings. */
const SENSITIVE_KEY = /mail|name|salutation|token|password|secret|xsrf|csrf|cookie|session|auth|phone|address|birth/i;

/** The cookies whose values are secrets or identify the visitor. */
const SECRET_COOKIES = ['loginToken', 'longTermToken', 'XSRF-TOKEN', 'previewAuthToken', 'previewLoginToken'];

const EMAIL = /[^\s@"'<>(),;:[\]\\/]+@[^\s@"'<>(),;:[\]\\/]+\.[^\s@"'<>(),;:[\]\\/]+/g;
const JWT = /\beyJ[\w-]*\.[\w-]*\.?[\w-]*/g;
const SUBSCRIBER_PATH = /(newsletter-subscribers\/)[^/?#\s"']+/g;
const SENSITIVE_QUERY = /([?&;][^=&#\s"']*(?:mail|name|token|password|secret|xsrf|csrf|session|auth)[^=&#\s"']*=)[^&#\s"']*/gi;

function cookieValues(): string[] {
  try {
    return (
      document.cookie
        .split(';')
        .map((pair) => pair.trim().split('='))
        // A cookie without "=" has no value; one of under 4 characters would redact ordinary words.
        .filter(([name, raw]) => raw !== undefined && raw.length >= 4 && SECRET_COOKIES.includes(name))
        .flatMap(([, raw]) => {
          try {
            return [raw, decodeURIComponent(raw)];
          } catch {
            return [raw];
          }
        })
    );
  } catch {
    // No page (markup rendered on a server), or a page whose cookies cannot be read (a sandboxed frame).
    // Stryker disable next-line ArrayDeclaration: a list of one made-up value would redact only that value's text
    return [];
  }
}

function redact(text: string): string {
  let result = text;
  for (const value of cookieValues()) result = result.split(value).join(REDACTED);
  return result
    .replace(JWT, REDACTED)
    .replace(EMAIL, REDACTED)
    .replace(SUBSCRIBER_PATH, `$1${REDACTED}`)
    .replace(SENSITIVE_QUERY, `$1${REDACTED}`);
}

/** Text with personal data and secrets replaced, cut to `limit` characters. */
export function safeText(text: string, limit = MAX_LOGGED_CHARS): string {
  // Only the part that can be shown is redacted: a 5 MB body costs no more than a short one.
  const redacted = redact(text.slice(0, limit * 2));
  if (redacted.length <= limit && text.length <= limit * 2) return redacted;
  return `${redacted.slice(0, limit)}… (cut from ${text.length} characters)`;
}

/** A JSON-like sketch of a value, bounded in depth and breadth, with sensitive keys' values redacted. */
function sketch(value: unknown, depth: number): string {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(value.slice(0, MAX_LOGGED_CHARS));
  // undefined, a function, a symbol, a bigint: its type.
  if (typeof value !== 'object') return typeof value;
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? '[…]' : '{…}';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ENTRIES).map((item) => sketch(item, depth + 1));
    return `[${items.join(',')}${value.length > MAX_ENTRIES ? ',…' : ''}]`;
  }
  const keys = Object.keys(value);
  const entries = keys
    .slice(0, MAX_ENTRIES)
    .map(
      (key) =>
        `${JSON.stringify(key)}:${SENSITIVE_KEY.test(key) ? JSON.stringify(REDACTED) : sketch((value as Record<string, unknown>)[key], depth + 1)}`,
    );
  return `{${entries.join(',')}${keys.length > MAX_ENTRIES ? ',…' : ''}}`;
}

/** An error that carries what a service answered (the kit's ApiError). */
const hasAnswer = (error: Error): error is Error & { body: unknown } => 'body' in error;

/**
 * The kit's one way to put a value or an error into a log line: an error that carries a service's
 * answer as `message: answer` (the answer cut to MAX_QUOTED_CHARS), another Error as `Name: message`,
 * a string as it is, anything else as a bounded JSON-like sketch; redacted and cut to `limit`.
 * Never throws, and never leaks what a sensitive key holds.
 */
export function describeSafely(value: unknown, limit = MAX_LOGGED_CHARS): string {
  try {
    if (value instanceof Error && hasAnswer(value))
      return `${describeSafely(value.message)}: ${describeSafely(value.body, MAX_QUOTED_CHARS)}`;
    return safeText(textOf(value), limit);
  } catch {
    return 'a value that cannot be described';
  }
}

/** The text of a value before redaction; it may throw (a revoked Proxy, a throwing getter). */
function textOf(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  return sketch(value, 0);
}
