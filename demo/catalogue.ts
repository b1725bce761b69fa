import { ELEMENT_DECLARATIONS } from '../elements';
import { ELEMENT_EXAMPLES } from '../elements/examples';
import { referencePage } from '../scripts/api/referencePage';
import { exampleMarkup } from '../src/element/examples';
import { editorTags } from '../src/cms/editorTags';
import { attributesOf } from '../src/element/sharedDeclarations';
import { marketModuleFile, SITE_REGISTRY } from '../src/sites/registry';
import { SITES } from '../src/sites/sites';

/** demo-dist/sites.json: the site codes of the registry, for the demo bar's site switcher (demo/assets/demo.js is plain JS). */
export const siteCodes = () => JSON.stringify(SITES);

/**
 * demo-dist/elements.json, what the configurator offers (demo/assets/configurator.js) and what the
 * demo's element pages show (demo/elementPages.mjs): each element's attributes, events and examples,
 * and the market file of each site, so it never drifts.
 */
export function configuratorCatalogue(server: Server): string {
  const preloads = preloadFiles(server);
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
      /** Its reference page, and its examples as a page writes them, the site aside (the demo's bar sets it): the demo's page for it. */
      reference: referencePage(api.tag),
      examples: (ELEMENT_EXAMPLES[api.tag]?.examples ?? []).map((example) => ({
        name: example.name,
        title: example.title,
        markup: exampleMarkup(ELEMENT_EXAMPLES[api.tag], example),
      })),
    })),
    preloads,
  });
}

type Preloads = Record<string, Record<string, { files: string[]; withAttribute: Record<string, string[]> }>>;

/** The built server entry (dist/server.js), which the demo build imports. */
type Server = Pick<typeof import('../src/server'), 'preloadLinks' | 'PRERENDERED_TAGS'>;

/**
 * For the snippet's preload lines: what the server entry's preloadLinks gives for each market file
 * and element with a view, as files beside the market file; and what each boolean attribute adds
 * (the footer's `newsletter` brings the sign-up's view).
 */
function preloadFiles({ preloadLinks, PRERENDERED_TAGS }: Server): Preloads {
  const files = (file: string, element: Parameters<typeof preloadLinks>[1][number]) =>
    [...preloadLinks(file, [element]).matchAll(/href="([^"]+)"/g)].map(([, href]) => href).slice(1);
  const markets = [...new Set(SITES.map((site) => marketModuleFile(SITE_REGISTRY[site].market)))];
  return Object.fromEntries(
    markets.map((file) => [
      file,
      Object.fromEntries(
        PRERENDERED_TAGS.map((tag) => {
          const own = files(file, tag);
          const booleans = Object.entries(attributesOf(ELEMENT_DECLARATIONS.find((api) => api.tag === tag)!))
            .filter(([, spec]) => spec.type === 'boolean')
            .map(([name]) => name);
          const withAttribute = Object.fromEntries(
            booleans.flatMap((name) => {
              const added = files(file, [tag, { [name]: true }]).filter((added) => !own.includes(added));
              return added.length ? [[name, added]] : [];
            }),
          );
          return [tag, { files: own, withAttribute }];
        }),
      ),
    ]),
  );
}
