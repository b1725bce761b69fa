import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { cssAsText } from './scripts/cssAsText.mjs';
import { PLUGIN_FOLDER } from './src/cms/wordpress/plugin.ts';
import { type ElementDeclaration, runtimeDeclaration } from './src/element/declaration.ts';
import type * as Elements from './elements';
import type * as PrerenderedStyles from './scripts/prerenderedStyles.ts';
import type * as Registry from './src/sites/registry';

const SHARED_DECLARATIONS = /[\\/]src[\\/]element[\\/]sharedDeclarations\.ts$/;
/** `doc('…')` around one string literal (quotes of any kind, no interpolation). */
const DOC_TEXT = /\bdoc\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\$]|\\.)*`)\s*,?\s*\)/g;

/** elements/<tag>/<tag>.declaration.ts, which exports the element's declaration as `<camelCasedTag>Declaration`. */
const DECLARATION = /[\\/]elements[\\/][\w-]+[\\/]([\w-]+)\.declaration\.ts$/;

/**
 * The elements' declarations carry their documentation (descriptions, CSS properties, events) for
 * `npm run api`; the built module needs only the attribute names and types. In a build, each
 * declaration module is replaced by that part, and the shared declarations' texts by empty ones, so
 * no documentation text ships in the bundle. The
 * declarations are read once per build, before it starts, from the list of elements (elements/index.ts):
 * read inside the hook, a module runner each, they made most of the build's JavaScript time, and on a
 * busy machine Rolldown warned about it (PLUGIN_TIMINGS).
 */
function runtimeDeclarations(declarations: readonly ElementDeclaration[]): Plugin {
  return {
    name: 'storefront-runtime-declarations',
    apply: 'build',
    // The shared declarations' texts are marked doc(…) (src/element/declaration.ts).
    transform: {
      filter: { id: SHARED_DECLARATIONS },
      handler: (code) => ({ code: code.replace(DOC_TEXT, "''"), map: null }),
    },
    load: {
      filter: { id: DECLARATION },
      handler(id) {
        const tag = DECLARATION.exec(id)?.[1] ?? '';
        const api = declarations.find((declaration) => declaration.tag === tag);
        if (!api) throw new Error(`${id} declares no element of elements/.`);
        const exportName = `${tag.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Declaration`;
        return `export const ${exportName} = ${JSON.stringify(runtimeDeclaration(api))};`;
      },
    },
  };
}

const BUNDLED_FILES = /[\\/]src[\\/]i18n[\\/](bundled|bundledTexts|bundledContent)\.ts$/;

/**
 * A market module's build: src/i18n/bundledTexts.ts and bundledContent.ts glob only the locale
 * folders of the market's sites (their language's and their region's) and the staff tool's, and
 * src/i18n/bundled.ts names the market.
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
    load: {
      filter: { id: BUNDLED_FILES },
      handler: (id) =>
        ({
          bundled: `export const BUNDLED_MARKET = ${JSON.stringify(market)};`,
          bundledTexts: `export const TEXT_FILES = import.meta.glob(${glob('*.json', '!../../locales/*/*-content.json', '!../../locales/*/cms.json')}, ${options});`,
          bundledContent: `export const CONTENT_FILES = import.meta.glob(${glob('*-content.json')}, ${options});`,
        })[BUNDLED_FILES.exec(id)?.[1] ?? ''],
    },
  };
}

/** The modules that name what they load lazily, as `() => import('./…')`: each element's definition (its view) and the page's module (its calls). */
const LAZY_IMPORTERS = /[\\/](?:elements[\\/]([\w-]+)[\\/]\1|src[\\/]index)\.ts$/;
const LAZY_IMPORT = /\(\)\s*=>\s*import\((['"])(\.\/[\w.-]+)\1\)/g;

/**
 * A module that is one file (the all-sites one, the React apps', the server's) takes what the source
 * loads lazily by a static import: a dynamic one inlined into one file costs a lazy wrapper around
 * every module behind it (about 8 KB gzip in the all-sites module). A CMS integration reads only the
 * declarations of the list of elements, and takes no view at all.
 */
function staticLazyImports(how: 'static' | 'none'): Plugin {
  return {
    name: `storefront-${how}-lazy-imports`,
    apply: 'build',
    transform: {
      filter: { id: LAZY_IMPORTERS },
      handler(code) {
        const imports: string[] = [];
        const rewritten = code.replace(LAZY_IMPORT, (_, _quote: string, path: string) => {
          if (how === 'none') return '() => Promise.resolve({ default: undefined })';
          imports.push(`import * as __storefrontLazy${imports.length} from '${path}';`);
          return `() => Promise.resolve(__storefrontLazy${imports.length - 1})`;
        });
        return rewritten === code ? null : { code: `${imports.join('\n')}\n${rewritten}`, map: null };
      },
    },
  };
}

/** Where a market's chunks build writes the chunks of each lazy module (Vite's manifest format, docs/on-your-page.md). */
const chunkManifest = (market: string) => `${market}.manifest.json`;
const CHUNK_SET_MODULE = fileURLToPath(new URL('./src/util/chunkSet.ts', import.meta.url));

/** A lazy module's chunk set in a chunks build's manifest: its own chunk first, then every chunk it imports, however deep. */
function chunkSetOf(manifest: Record<string, { file: string; imports?: string[] }>, key: string): string[] {
  const files: string[] = [];
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk) throw new Error(`The chunks build has no chunk for ${name}.`);
    if (files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/**
 * A market module: one file that carries what defines the elements and reports a failure, and loads
 * each lazy module from the chunks its market's chunks build wrote beside it (STOREFRONT_PART=chunks,
 * run first): `() => import('./x')` becomes that module's chunk set (src/util/chunkSet.ts), whose
 * files the element fetches all at once as soon as it is on the page. The module imports nothing
 * statically, so a chunk that fails leaves the elements defined.
 */
function chunkSets(market: string, outDir: string): Plugin {
  let manifest: Record<string, { file: string; imports?: string[] }> = {};
  return {
    name: 'storefront-chunk-sets',
    apply: 'build',
    buildStart() {
      manifest = JSON.parse(readFileSync(`${outDir}/${chunkManifest(market)}`, 'utf8'));
    },
    transform: {
      filter: { id: LAZY_IMPORTERS },
      async handler(code, id) {
        const found = [...code.matchAll(LAZY_IMPORT)];
        if (found.length === 0) return null;
        const sets = await Promise.all(
          found.map(async ([, , path]) => {
            const resolved = await this.resolve(path, id);
            if (!resolved) throw new Error(`${id}: ${path} does not resolve.`);
            return chunkSetOf(manifest, relative(ROOT, resolved.id).split(sep).join('/'));
          }),
        );
        let index = 0;
        const rewritten = code.replace(LAZY_IMPORT, () => {
          const [entry, ...shared] = sets[index++];
          return `__storefrontChunkSet(${JSON.stringify(entry)}, ${JSON.stringify(shared)})`;
        });
        return { code: `import { chunkSet as __storefrontChunkSet } from ${JSON.stringify(CHUNK_SET_MODULE)};\n${rewritten}`, map: null };
      },
    },
  };
}

const MARKET_CHUNKS = 'virtual:storefront/market-chunks';

/**
 * For the server entry's preloadLinks: each market module's file name, with the chunk set of each
 * element's view, as the markets' chunks builds wrote them (the server is built after them, by
 * `npm run build`). Null anywhere else (the unit tests).
 */
function marketChunks({ MARKETS, marketModuleFile }: typeof Registry, declarations: readonly ElementDeclaration[] | null): Plugin {
  return {
    name: 'storefront-market-chunks',
    resolveId: (id) => (id === MARKET_CHUNKS ? `\0${MARKET_CHUNKS}` : null),
    load(id) {
      if (id !== `\0${MARKET_CHUNKS}`) return null;
      if (!declarations) return 'export default null;';
      const manifests = MARKETS.map((market) => `dist/markets/${chunkManifest(market)}`);
      const chunks = Object.fromEntries(
        MARKETS.map((market, index) => {
          const manifest = JSON.parse(readFileSync(manifests[index], 'utf8'));
          const views = Object.entries(lazyModules(declarations)).flatMap(([name, path]) =>
            name.endsWith('.view') ? [[name.slice(0, -'.view'.length), chunkSetOf(manifest, path)]] : [],
          );
          return [marketModuleFile(market), Object.fromEntries(views)];
        }),
      );
      return `export default ${JSON.stringify(chunks)};`;
    },
  };
}

/** A market's chunks build: the lazy modules (each block element's view, the calls), code-split. */
const lazyModules = (declarations: readonly ElementDeclaration[]): Record<string, string> =>
  Object.fromEntries([
    ...declarations
      .map(({ tag }): [string, string] => [`${tag}.view`, `elements/${tag}/${tag}.view.ts`])
      .filter(([, path]) => existsSync(path)),
    ['calls', 'src/calls.ts'],
  ]);

const PRERENDERED_STYLES = 'virtual:storefront/prerendered-styles';

/**
 * The server entry's pre-rendered styles and their CSP hashes (scripts/prerenderedStyles.ts), as a
 * module computed when the server is built or tested: the server computes no hash, so it needs no
 * hashing API and runs at a CDN's edge (docs/prerendered.md).
 */
function prerenderedStyles(): Plugin {
  return {
    name: 'storefront-prerendered-styles',
    resolveId: (id) => (id === PRERENDERED_STYLES ? `\0${PRERENDERED_STYLES}` : null),
    async load(id) {
      if (id !== `\0${PRERENDERED_STYLES}`) return null;
      const { module } = await runnerImport<typeof PrerenderedStyles>('./scripts/prerenderedStyles.ts', {
        configFile: false,
        logLevel: 'silent',
        plugins: [cssAsText()],
      });
      return `export default ${JSON.stringify(module.PRERENDERED_STYLES)};`;
    },
  };
}

const ROOT = fileURLToPath(new URL('.', import.meta.url));

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
export const REACT_PEERS = [/^react($|\/)/, /^react-dom($|\/)/];

/** react-i18next's useSyncExternalStore shim is React's own hook (the module says why). */
export const HOOK_FROM_REACT = {
  find: /^use-sync-external-store\/shim$/,
  replacement: fileURLToPath(new URL('./src/util/useSyncExternalStore.ts', import.meta.url)),
};

// One self-contained ES module: React, every dependency, CSS (imported ?inline), icons and texts.
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
export default defineConfig(async ({ command, mode }): Promise<ViteUserConfig> => {
  const silent = { configFile: false, logLevel: 'silent' } as const;
  const [{ module: registry }, declarations] = await Promise.all([
    runnerImport<typeof Registry>('./src/sites/registry.ts', silent),
    command === 'build'
      ? runnerImport<typeof Elements>('./elements/index.ts', { ...silent, plugins: [cssAsText()] }).then(
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
    define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
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
        // Library mode keeps whitespace in ES output; this module is for browsers, so minify it fully.
        // Pure annotations only help a later bundler, and this module is loaded as it is (a React
        // app's bundler drops nothing more from a module for React apps with them: the same bundle):
        // leave them out (about 370); licence comments stay.
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
          minify: true,
          comments: { legal: true, annotation: false, jsdoc: false },
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
});
