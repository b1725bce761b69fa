import type { Logger } from '../log/logger';

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
// Browsers drop these characters when they parse a URL, so "java\tscript:" would still run script.
// biome-ignore lint/suspicious/noControlCharactersInRegex: exactly those controls
const IGNORED_BY_URL_PARSER = /[\u0000-\u0020\u007f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * A content URL that may be rendered as a live link: http(s), mailto, tel or a relative path.
 * Anything else (javascript:, data:, vbscript:, ...) is logged and yields null, so the caller
 * renders the link's text as plain text. `where` names the content part in the log.
 */
export function safeUrl(url: unknown, where: string, log: Logger): string | null {
  if (typeof url !== 'string' || url.trim() === '') {
    log.error(`${where}: missing URL; rendered as text.`);
    return null;
  }
  const scheme = SCHEME.exec(url.replace(IGNORED_BY_URL_PARSER, ''))?.[1].toLowerCase();
  if (scheme && !ALLOWED_SCHEMES.has(scheme)) {
    log.error(`${where}: URL ${JSON.stringify(url.slice(0, 80))} is not http(s), mailto, tel or a relative path; rendered as text.`);
    return null;
  }
  return url.trim();
}

/** An absolute http(s) address on another origin than the page: it opens in a new tab. */
export function isExternalUrl(url: string, pageOrigin = location.origin): boolean {
  if (!/^(https?:)?\/\//i.test(url)) return false;
  try {
    return new URL(url, pageOrigin).origin !== pageOrigin;
  } catch {
    return false;
  }
}
