import type { Logger } from '../log/logger';

/**
 * How the browser reads `url` in this page: parsed by the URL parser against the document's base,
 * as the link's href will be. Null when it does not parse.
 */
function resolve(url: string): URL | null {
  try {
    return new URL(url, document.baseURI);
  } catch {
    return null;
  }
}

const isWebAddress = (url: URL | null): url is URL => url?.protocol === 'http:' || url?.protocol === 'https:';

/**
 * A content URL that may be rendered as a live link: one the URL parser resolves to an http(s)
 * address (absolute, or a path relative to the page). The string rendered is the string checked:
 * anything else (javascript:, data:, a scheme hidden behind Unicode spaces, an unparsable value)
 * is logged and yields null, so the caller renders the link's text as plain text. `where` names
 * the content part in the log.
 */
export function safeUrl(url: unknown, where: string, log: Logger): string | null {
  const candidate = typeof url === 'string' ? url.trim() : '';
  if (candidate === '') {
    log.error(`${where}: missing URL; rendered as text.`);
    return null;
  }
  if (!isWebAddress(resolve(candidate))) {
    log.error(`${where}: URL ${JSON.stringify(candidate.slice(0, 80))} is not an http(s) address or a relative path; rendered as text.`);
    return null;
  }
  return candidate;
}

/** Whether a link leads to another origin than the page's once resolved (it then opens in a new tab). */
export function isExternalUrl(url: string): boolean {
  const resolved = resolve(url);
  return resolved !== null && resolved.origin !== location.origin;
}
