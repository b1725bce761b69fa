import { ELEMENT_DECLARATIONS } from '../elements';
import { editorTags } from '../src/cms/editorTags';
import { attributesOf } from '../src/element/sharedDeclarations';
import { marketModuleFile, SITE_REGISTRY } from '../src/sites/registry';
import { SITES } from '../src/sites/sites';

/** demo-dist/sites.json: the site codes of the registry, for the demo bar's site switcher (demo/assets/demo.js is plain JS). */
export const siteCodes = () => JSON.stringify(SITES);

/**
 * demo-dist/elements.json, what the configurator offers (demo/assets/configurator.js): each
 * element's attributes and events, and the market file of each site, so it never drifts.
 */
export function configuratorCatalogue(): string {
  const editorAttributes = Object.fromEntries(editorTags(ELEMENT_DECLARATIONS).map(({ tag, attributes }) => [tag, attributes]));
  return JSON.stringify({
    sites: Object.fromEntries(SITES.map((site) => [site, marketModuleFile(SITE_REGISTRY[site].market)])),
    elements: ELEMENT_DECLARATIONS.map((api) => ({
      tag: api.tag,
      description: api.description,
      attributes: Object.entries(attributesOf(api)).map(([name, spec]) => ({ name, ...spec })),
      events: Object.entries(api.events).map(([name, spec]) => ({ name, description: spec.description })),
      /** What a CMS's rich-text editor must allow on the tag (docs/cms-editors.md). */
      editorAttributes: editorAttributes[api.tag],
    })),
  });
}
