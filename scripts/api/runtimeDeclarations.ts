import { type Plugin, runnerImport } from 'vite';
import type { ElementApi } from '../../elements/api';

const DECLARATION = /[\\/]elements[\\/](?!common\.)[\w-]+\.api\.ts$/;

/** What defineElement() and <shop-layout> read of a declaration at run time: no descriptions. */
function runtimePart(api: ElementApi): ElementApi {
  return {
    tag: api.tag,
    className: api.className,
    description: '',
    commonAttributes: api.commonAttributes,
    attributes: Object.fromEntries(Object.entries(api.attributes).map(([name, spec]) => [name, { ...spec, description: '' }])),
    properties: Object.fromEntries(Object.keys(api.properties).map((name) => [name, { description: '' }])),
    events: {},
    slots: [],
    cssParts: [],
    cssProperties: [],
  };
}

/**
 * The elements' declarations carry their documentation (descriptions, CSS properties, events) for
 * `npm run api`; the built module needs only the attribute names and types. In a build, each
 * declaration module is replaced by that part, so no documentation text ships in the bundle.
 */
export function runtimeDeclarations(): Plugin {
  return {
    name: 'storefront-runtime-declarations',
    apply: 'build',
    async load(id) {
      if (!DECLARATION.test(id)) return null;
      const { module } = await runnerImport<Record<string, ElementApi>>(id, { configFile: false, logLevel: 'silent' });
      return Object.entries(module)
        .map(([name, api]) => `export const ${name} = ${JSON.stringify(runtimePart(api))};`)
        .join('\n');
    },
  };
}
