import { BUNDLED_MARKET } from '../i18n/bundled';
import { marketModuleFile, SITE_REGISTRY } from './registry';
import { defaultSiteOf, SITES, type Site } from './sites';

// Kept apart from sites.ts and registry.ts, which the build loads in Node (vite.config.ts, scripts/reserve.mjs):
// this module needs the bundled market's name (src/i18n/bundled.ts, replaced in a market build).

/** Whether this module carries the site's texts and content (the all-sites module carries every site's). */
export function isBundledSite(site: Site): boolean {
  return BUNDLED_MARKET === null || SITE_REGISTRY[site].market === BUNDLED_MARKET;
}

/** The site of an element without `site` in this module. */
export const BUNDLED_DEFAULT_SITE: Site = defaultSiteOf(BUNDLED_MARKET);

/** The error for a site that a market module does not carry: which module to load instead. */
export function siteNotBundledMessage(site: Site): string {
  const here = SITES.filter(isBundledSite).join(', ');
  const needed = marketModuleFile(SITE_REGISTRY[site].market);
  return `Site "${site}" is not in this module, ${marketModuleFile(String(BUNDLED_MARKET))}, which carries ${here}. Load ${needed} instead, or storefront-elements.js for every site.`;
}

/** The site an element renders for its `site` attribute; null for an unknown one or one this module does not carry. */
export function renderedSite(parsedSite: Site | null): Site | null {
  // A market module renders only its market's sites (docs/on-your-page.md, "Which module a page loads").
  return parsedSite && isBundledSite(parsedSite) ? parsedSite : null;
}
