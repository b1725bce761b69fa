/**
 * The origins a page trusts with its visitor's calls besides its own (docs/contract.md, section 8): listed,
 * space-separated, in `<meta name="storefront-api-origins" content="https://api.example.de …">` in
 * the page's `<head>`. The page template sets it; a CMS editor's markup in the body does not count.
 */
import { webOrigin } from '../util/urls';

export const TRUSTED_ORIGINS_META = 'storefront-api-origins';

export function pageTrustedOrigins(): Set<string> {
  const origins = new Set<string>();
  for (const meta of document.head?.querySelectorAll(`meta[name="${TRUSTED_ORIGINS_META}"]`) ?? []) {
    const content = meta.getAttribute('content');
    if (content === null) continue;
    // A run of blanks leaves empty entries, and an empty entry is no origin.
    for (const entry of content.split(/\s/)) {
      const origin = webOrigin(entry);
      if (origin) origins.add(origin);
    }
  }
  return origins;
}
