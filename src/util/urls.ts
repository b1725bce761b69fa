/** `path` under `base` (an origin, or an origin with a folder), with exactly one slash between them. */
export function joinPath(base: string, path: string): string {
  return `${base.trim().replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The page's origin where there is no page (markup rendered on a server): a relative path then
 * stays relative to whatever page the markup goes into, and an absolute address leads elsewhere.
 */
const NO_PAGE_ORIGIN = 'https://page.invalid';

/** The address relative URLs resolve against: the document's base, as an href or src is. */
export const pageBase = (): string => globalThis.document?.baseURI ?? `${NO_PAGE_ORIGIN}/`;

/**
 * The document's origin. A frame with no address of its own (about:blank, or one written from markup: a CMS
 * editor's editing frame) has its parent's origin, which `window.origin` tells and `location.origin`
 * ("null" there) does not.
 */
export const pageOrigin = (): string =>
  // Without a document there is no page, whatever the runtime's global says (the Workers runtime's `origin` is "null").
  globalThis.document ? (globalThis.origin ?? globalThis.location?.origin ?? NO_PAGE_ORIGIN) : NO_PAGE_ORIGIN;

/** How the browser reads `url` in this page: parsed against the page's base. Null when it does not parse. */
export function resolveUrl(url: string): URL | null {
  try {
    return new URL(url, pageBase());
  } catch {
    return null;
  }
}

/** Whether `url`, absolute or relative to the page, resolves to an http(s) address. */
export function isWebAddress(url: string): boolean {
  const protocol = resolveUrl(url)?.protocol;
  return protocol === 'http:' || protocol === 'https:';
}

/** The origin of an absolute http(s) URL, as the URL parser reads it; null for anything else. */
export function webOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
