/** The origin of an absolute http(s) URL, as the URL parser reads it; null for anything else. */
export function webOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
