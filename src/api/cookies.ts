/** Reads one cookie of the page; undefined when absent. A malformed value is returned raw. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (!entry.startsWith(prefix)) continue;
    const raw = entry.slice(prefix.length);
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
