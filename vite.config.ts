import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import type { ElementDeclaration } from './src/element/declaration';
import type * as Registry from './src/sites/registry';

const DECLARATION = /[\\/]src[\\/]\w+[\\/][\w-]+\.declaration\.ts$/;

/** What defineElement() and <shop-layout> read of a declaration at run time: no descriptions. */
function runtimePart(api: ElementDeclaration): ElementDeclaration {
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
function runtimeDeclarations(): Plugin {
  return {
    name: 'storefront-runtime-declarations',
    apply: 'build',
    async load(id) {
      if (!DECLARATION.test(id)) return null;
      const { module } = await runnerImport<Record<string, ElementDeclaration>>(id, { configFile: false, logLevel: 'silent' });
      return Object.entries(module)
        .map(([name, api]) => `export const ${name} = ${JSON.stringify(runtimePart(api))};`)
        .join('\n');
    },
  };
}

const BUNDLED_FILES = /[\\/]src[\\/]i18n[\\/]bundled\.ts$/;

/**
 * A market module's build: src/i18n/bundled.ts globs only the locale folders of the market's sites
 * (their language's and their region's) and the staff tool's, and names the market.
 */
function marketContents(market: string, { SITE_REGISTRY, STAFF_LOCALE }: typeof Registry): Plugin {
  const locales = Object.values(SITE_REGISTRY)
    .filter((entry) => entry.market === market)
    .flatMap(({ locale }) => [locale.split('-')[0], locale]);
  const folders = [...new Set([...locales, STAFF_LOCALE])];
  // import.meta.glob takes literal patterns only: the lists are written out.
  const glob = (file: string, ...more: string[]) =>
    JSON.stringify([...folders.map((folder) => `../../locales/${folder}/${file}`), ...more]);
  const options = "{ eager: true, import: 'default' }";
  return {
    name: 'storefront-market-contents',
    enforce: 'pre',
    load(id) {
      if (!BUNDLED_FILES.test(id)) return null;
      return [
        `export const BUNDLED_MARKET = ${JSON.stringify(market)};`,
        `export const TEXT_FILES = import.meta.glob(${glob('*.json', '!../../locales/*/footer-content.json')}, ${options});`,
        `export const CONTENT_FILES = import.meta.glob(${glob('footer-content.json')}, ${options});`,
      ].join('\n');
    },
  };
}

/** The market of a market module's build (`npm run build` sets it for each market); unset for the all-sites module. */
function marketToBuild({ MARKETS }: typeof Registry): string | undefined {
  const market = process.env.STOREFRONT_MARKET || undefined;
  if (market !== undefined && !MARKETS.includes(market))
    throw new Error(`STOREFRONT_MARKET="${market}" is not one of ${MARKETS.join(', ')}.`);
  return market;
}

// One self-contained ES module: React, every dependency, CSS (imported ?inline), icons and texts.
// A market module is the same, with only its market's texts and content, in dist/markets/.
// The server entry (mode "server"): dist/server.js for Node, React's server renderer and every
// dependency bundled, the same texts and content as the all-sites module.
export default defineConfig(async ({ command, mode }): Promise<ViteUserConfig> => {
  const { module: registry } = await runnerImport<typeof Registry>('./src/sites/registry.ts', { configFile: false, logLevel: 'silent' });
  const market = marketToBuild(registry);
  const server = mode === 'server';
  return {
    // React's production build for the bundle; tests keep the development build (act() needs it).
    define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    resolve: {
      // Formik's four lodash-es helpers, as small modules with the same behaviour for what Formik passes them.
      alias: [
        {
          find: /^lodash-es\/(clone|cloneDeep|isPlainObject|toPath)$/,
          replacement: `${fileURLToPath(new URL('./src/util/lodash/', import.meta.url))}$1.ts`,
        },
      ],
    },
    plugins: [runtimeDeclarations(), ...(market ? [marketContents(market, registry)] : [])],
    ...(server ? { ssr: { noExternal: true, target: 'node' } } : {}),
    build: {
      ...(server ? { ssr: 'src/server.tsx', cssMinify: true } : {}),
      lib: {
        entry: server ? 'src/server.tsx' : 'src/index.ts',
        formats: ['es'],
        fileName: () => (server ? 'server.js' : market ? registry.marketModuleFile(market) : 'storefront-elements.js'),
      },
      outDir: market ? 'dist/markets' : 'dist',
      // The all-sites build, first, empties dist/; each market build and the server's then add their file.
      emptyOutDir: !market && !server,
      minify: 'oxc',
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: {
        // CommonJS modules count as having side effects, so these two stay in although nothing uses
        // them (Formik imports them for its connect() helper only). They have none: leave them out.
        treeshake: {
          moduleSideEffects: (id) => (/[\\/]node_modules[\\/](react-is|hoist-non-react-statics)[\\/]/.test(id) ? false : undefined),
        },
        // Library mode keeps whitespace in ES output; this module is for browsers, so minify it fully.
        // Pure annotations only help a later bundler, and this module is loaded as it is: leave them
        // out (about 370); licence comments stay.
        output: { codeSplitting: false, minify: true, comments: { legal: true, annotation: false, jsdoc: false } },
      },
    },
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'contract/**/*.test.ts'],
      setupFiles: ['src/test-setup.ts'],
      restoreMocks: true,
    },
  };
});
