import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type ConfigEnv, mergeConfig, runnerImport } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import type * as Catalogue from './demo/catalogue';
import type * as Elements from './elements';
import { cssAsText } from './scripts/cssAsText.mjs';
import {
  chunkManifest,
  chunkSets,
  LIBRARY_STYLES,
  lazyModules,
  libraryStylesheet,
  marketChunks,
  marketContents,
  prerenderedStyles,
  runtimeDeclarations,
  staticLazyImports,
} from './scripts/vitePlugins.ts';
import { PLUGIN_FOLDER } from './src/cms/wordpress/plugin.ts';
import type * as Registry from './src/sites/registry';

const SILENT = { configFile: false, logLevel: 'silent' } as const;

/** The market of a market module's build (`npm run build` sets it for each market); unset for the all-sites module. */
function marketToBuild({ MARKETS }: typeof Registry): string | undefined {
  const market = process.env.STOREFRONT_MARKET || undefined;
  if (market !== undefined && !MARKETS.includes(market))
    throw new Error(`STOREFRONT_MARKET="${market}" is not one of ${MARKETS.join(', ')}.`);
  return market;
}

/**
 * The app's own React in a React app's bundle (mode "react-app", and the widget library): react and
 * react-dom stay imports, which the app's bundler resolves to the app's copy.
 */
const REACT_PEERS = [/^react($|\/)/, /^react-dom($|\/)/];

/** react-i18next's useSyncExternalStore shim is React's own hook (the module says why). */
const HOOK_FROM_REACT = {
  find: /^use-sync-external-store\/shim$/,
  replacement: fileURLToPath(new URL('./src/util/useSyncExternalStore.ts', import.meta.url)),
};

/** React's production build, for every module a browser loads. */
const PRODUCTION = { 'process.env.NODE_ENV': JSON.stringify('production') };

// Library mode keeps whitespace in ES output; these modules are for browsers, so minify them fully.
// Pure annotations only help a later bundler, and these modules are loaded as they are (a React
// app's bundler drops nothing more from a module for React apps with them: the same bundle): leave
// them out (about 370); licence comments stay.
const MINIFIED_OUTPUT = { minify: true, comments: { legal: true, annotation: false, jsdoc: false } } as const;

// The elements' builds, and the unit tests' configuration (`test`).
// One self-contained ES module (mode "production"): React, every dependency, CSS (imported ?inline), icons and texts.
// A market module (STOREFRONT_MARKET) carries what defines the elements, in dist/markets/; its market's
// chunks build (mode "chunks", run first) writes each element's view and the calls, with only the
// market's texts and content, as chunks beside it in dist/markets/chunks/.
// For bundled React apps (mode "react-app"): the same modules without React, which the app's react
// and react-dom render, in dist/react-app/ and dist/react-app/markets/.
// The server entry (mode "server"): dist/server.js for any runtime with Web APIs (Node, Deno, a
// CDN's edge), React's server renderer and every dependency bundled, the same texts and content as
// the all-sites module.
// The CMS integrations (modes "cms-tinymce" and "cms-ckeditor5"): dist/cms/tinymce.js and
// dist/cms/ckeditor5.js, each one self-contained file made from the elements' declarations
// (src/cms/), for a CMS's editor page; CKEditor itself stays the editor's. The WordPress plugin's
// blocks (mode "cms-wordpress"): blocks.js in the plugin's folder (src/cms/wordpress/plugin.ts).
async function elementsTarget({ command, mode }: ConfigEnv): Promise<ViteUserConfig> {
  const [{ module: registry }, declarations] = await Promise.all([
    runnerImport<typeof Registry>('./src/sites/registry.ts', SILENT),
    command === 'build'
      ? runnerImport<typeof Elements>('./elements/index.ts', { ...SILENT, plugins: [cssAsText()] }).then(
          ({ module }) => module.ELEMENT_DECLARATIONS,
        )
      : [],
  ]);
  const market = marketToBuild(registry);
  const server = mode === 'server';
  const reactApp = mode === 'react-app';
  const cms = /^cms-(tinymce|ckeditor5|wordpress)$/.exec(mode)?.[1];
  const chunks = mode === 'chunks';
  if (chunks && market === undefined) throw new Error('Mode "chunks" builds a market\'s chunks: set STOREFRONT_MARKET.');
  const marketModule = market !== undefined && mode === 'production';
  const outDir = cms === 'wordpress' ? PLUGIN_FOLDER : `dist${reactApp ? '/react-app' : ''}${market ? '/markets' : ''}${cms ? '/cms' : ''}`;
  const lazyImports = chunks ? [] : marketModule ? [chunkSets(market, outDir)] : [staticLazyImports(cms ? 'none' : 'static')];
  return {
    // React's production build for the bundle; tests keep the development build (act() needs it).
    define: command === 'build' ? PRODUCTION : {},
    resolve: {
      alias: [
        // Formik's four lodash-es helpers, as small modules with the same behaviour for what Formik passes them.
        {
          find: /^lodash-es\/(clone|cloneDeep|isPlainObject|toPath)$/,
          replacement: `${fileURLToPath(new URL('./src/util/lodash/', import.meta.url))}$1.ts`,
        },
        // Every module carries React 19 or takes the app's: the shim for React 17 is dead weight.
        HOOK_FROM_REACT,
      ],
    },
    plugins: [
      prerenderedStyles(),
      marketChunks(registry, server && command === 'build' ? declarations : null),
      // The editors' form shows each attribute's description as its field's hint.
      ...(cms ? [] : [runtimeDeclarations(declarations)]),
      ...(market ? [marketContents(market, registry)] : []),
      ...lazyImports,
    ],
    ...(server ? { ssr: { noExternal: true, target: 'webworker' } } : {}),
    build: {
      ...(server ? { ssr: 'src/server.tsx' } : {}),
      lib:
        cms === 'wordpress'
          ? // A classic script, as WordPress enqueues its editor's scripts, on the editor's own React (`wp.element`).
            { entry: 'src/cms/wordpress/blocks.ts', formats: ['iife'], name: 'storefrontElementsBlocks', fileName: () => 'blocks.js' }
          : cms
            ? { entry: `src/cms/${cms}.ts`, formats: ['es'], fileName: () => `${cms}.js` }
            : chunks
              ? { entry: lazyModules(declarations), formats: ['es'], fileName: (_, name) => `chunks/${name}-[hash].js` }
              : {
                  entry: server ? 'src/server.tsx' : 'src/index.ts',
                  formats: ['es'],
                  fileName: () => (server ? 'server.js' : market ? registry.marketModuleFile(market) : 'storefront-elements.js'),
                },
      outDir,
      // The all-sites build, first, empties dist/; every other build then adds its file.
      emptyOutDir: !market && !server && !reactApp && !cms,
      minify: 'oxc',
      // Which chunks each element's view needs: the market module's chunk sets, and a page's preloads (docs/on-your-page.md, "Serving the files").
      manifest: chunks && market ? chunkManifest(market) : false,
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: {
        ...(reactApp ? { external: REACT_PEERS } : {}),
        // CommonJS modules count as having side effects, so these two stay in although nothing uses
        // them (Formik imports them for its connect() helper only). They have none: leave them out.
        treeshake: {
          moduleSideEffects: (id) => (/[\\/]node_modules[\\/](react-is|hoist-non-react-statics)[\\/]/.test(id) ? false : undefined),
        },
        // A market's chunks (content-hashed, so cacheable for good) share what their modules share;
        // every module is one file.
        output: {
          // Named for what they hold: the calls' and the logger's code, which even the session keeper
          // needs, in one chunk; React DOM in another; in a third, what else every view that shows
          // something needs (React, i18next, the kit's view machinery, texts and common widgets), so a
          // page fetches few files.
          codeSplitting: chunks && {
            groups: [
              { name: 'client', priority: 2, test: /[\\/]src[\\/](api[\\/]|log[\\/](?!use))|[\\/]src[\\/]element[\\/]events\.ts$/ },
              // The longest to evaluate: in a chunk of its own, it runs in a task of its own (src/util/chunkSet.ts).
              { name: 'react-dom', priority: 2, test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
              { name: 'view', priority: 1, minShareCount: 3, test: /[\\/](node_modules|src|locales)[\\/]/ },
            ],
          },
          ...(chunks ? { chunkFileNames: 'chunks/[name]-[hash].js' } : {}),
          ...MINIFIED_OUTPUT,
        },
      },
    },
    test: {
      environment: 'happy-dom',
      include: [
        'src/**/*.test.{ts,tsx}',
        'elements/**/*.test.{ts,tsx}',
        'locales/*.test.ts',
        'scripts/**/*.test.ts',
        'contract/**/*.test.ts',
      ],
      setupFiles: ['src/test-support/setup.ts'],
      expect: { poll: { timeout: 5_000 } },
      restoreMocks: true,
      // Vitest runs one worker less than the machine has cores: on CI's two, one would stay idle.
      maxWorkers: availableParallelism(),
      // Each file in a fresh worker thread rather than a child process: as isolated, at about 0.88 of
      // the CPU time (StrykerJS's runner runs these tests in threads too).
      pool: 'threads',
    },
  };
}

// `storefront-elements/widgets`: the widget kit as an ES module for React apps, dist/widgets.js, with
// react (and react-dom) left to the app; i18next and react-i18next are bundled, so the widgets' texts
// never touch the app's i18next. Its stylesheet is dist/widgets.css.
const widgetsTarget = (): ViteUserConfig => ({
  define: PRODUCTION,
  resolve: { alias: [HOOK_FROM_REACT] },
  plugins: [libraryStylesheet()],
  build: {
    lib: {
      entry: { widgets: 'src/widgets/library.ts', 'widgets-styles': LIBRARY_STYLES },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    outDir: 'dist',
    emptyOutDir: false,
    minify: 'oxc',
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: { external: REACT_PEERS, output: MINIFIED_OUTPUT },
  },
});

// The package's command, dist/cli.js (`npx storefront-elements check-backend`, docs/backend-contract.md):
// for Node, with the service contract and its validator (Ajv) inside, so that a project runs it
// without installing anything else.
const cliTarget = (): ViteUserConfig => ({
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'contract/cli.ts',
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    rolldownOptions: { output: { entryFileNames: 'cli.js', codeSplitting: false } },
  },
});

const built = (file: string) => fileURLToPath(new URL(`./dist/${file}`, import.meta.url));

// The demo's build (`npm run build:demo`): the widget gallery, a React app like the shop's, as
// demo-dist/gallery.js (its own React) and demo-dist/gallery.css. It takes the widget library as a
// shop's app takes it from the package, the built dist/widgets.js and dist/widgets.css (`npm run
// build` first); and it writes demo-dist/sites.json and demo-dist/elements.json from the registry and
// the elements' declarations (demo/catalogue.ts), with the snippet's preload lines from the built
// server entry's preloadLinks.
async function galleryTarget(): Promise<ViteUserConfig> {
  const server = await import(pathToFileURL(built('server.js')).href);
  const { module: catalogue } = await runnerImport<typeof Catalogue>('./demo/catalogue.ts', { ...SILENT, plugins: [cssAsText()] });
  return {
    plugins: [
      {
        name: 'demo-sites',
        generateBundle() {
          this.emitFile({ type: 'asset', fileName: 'sites.json', source: catalogue.siteCodes() });
          this.emitFile({ type: 'asset', fileName: 'elements.json', source: catalogue.configuratorCatalogue(server) });
        },
      },
    ],
    resolve: {
      alias: [
        { find: /^storefront-elements\/widgets\.css$/, replacement: built('widgets.css') },
        { find: /^storefront-elements\/widgets$/, replacement: built('widgets.js') },
      ],
    },
    define: PRODUCTION,
    build: {
      outDir: 'demo-dist',
      emptyOutDir: true,
      lib: { entry: 'demo/gallery/main.tsx', formats: ['es'], fileName: () => 'gallery.js', cssFileName: 'gallery' },
      minify: 'oxc',
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: { output: { codeSplitting: false, minify: true } },
    },
  };
}

// The bench's floor (`npm run bench`): built with exactly the all-sites module's settings, from another entry.
const floorTarget = async (env: ConfigEnv): Promise<ViteUserConfig> =>
  mergeConfig(await elementsTarget({ ...env, mode: 'production' }), {
    build: {
      outDir: 'scripts/bench/out',
      emptyOutDir: true,
      lib: { entry: 'scripts/bench/floor/entry.ts', fileName: () => 'floor.js' },
    },
  });

/**
 * Every build of the project, by mode (`vite build --mode <mode>`; `npm run build` runs the
 * elements' and the widgets' and the command's in order, `npm run build:demo` the gallery, `npm run
 * bench` the floor). Any other mode (Vitest's "test", the dev server's "development") is the elements'.
 */
const TARGETS: Record<string, (env: ConfigEnv) => ViteUserConfig | Promise<ViteUserConfig>> = {
  production: elementsTarget,
  chunks: elementsTarget,
  'react-app': elementsTarget,
  server: elementsTarget,
  'cms-tinymce': elementsTarget,
  'cms-ckeditor5': elementsTarget,
  'cms-wordpress': elementsTarget,
  widgets: widgetsTarget,
  cli: cliTarget,
  gallery: galleryTarget,
  floor: floorTarget,
};

export default defineConfig((env) => (TARGETS[env.mode] ?? elementsTarget)(env));
