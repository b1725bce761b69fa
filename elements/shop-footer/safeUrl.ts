import type { Logger } from '../../src/log/logger';
import { isWebAddress, pageOrigin, resolveUrl } from '../../src/util/urls';

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
  if (!isWebAddress(candidate)) {
    log.error(`${where}: URL ${JSON.stringify(candidate.slice(0, 80))} is not an http(s) address or a relative path; rendered as text.`);
    return null;
  }
  return candidate;
}

/** Whether a link leads to another origin than the page's once resolved (it then opens in a new tab). */
export function isExternalUrl(url: string): boolean {
  const resolved = resolveUrl(url);
  return resolved !== null && resolved.origin !== pageOrigin();
}
