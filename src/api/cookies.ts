/**
 * Reads one cookie of the page; undefined when absent (and on a server, which renders without
 * the visitor's cookies). A value in double quotes (RFC 6265 allows
 * them, some servers write them) is read without them; a percent-encoded value is decoded, and a
 * malformed encoding is returned raw.
 */
export function readCookie(name: string): string | undefined {
  const cookies = globalThis.document?.cookie;
  if (cookies === undefined) return undefined;
  const prefix = `${name}=`;
  for (const part of cookies.split(';')) {
    const entry = part.trim();
    if (!entry.startsWith(prefix)) continue;
    const written = entry.slice(prefix.length);
    const raw = written.length > 1 && written.startsWith('"') && written.endsWith('"') ? written.slice(1, -1) : written;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export function writeCookie(name: string, value: string, path = '/'): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=${path}`;
}
