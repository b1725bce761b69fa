import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { cssAsText } from './scripts/cssAsText.mjs';
import { type ElementDeclaration, runtimeDeclaration } from './src/element/declaration.ts';
import type * as Elements from './elements';
import type * as PrerenderedStyles from './scripts/prerenderedStyles.ts';
import type * as Registry from './src/sites/registry';

/** elements/<tag>/<tag>.declaration.ts, which exports the element's declaration as `<camelCasedTag>Declaration`. */
const DECLARATION = /[\\/]elements[\\/][\w-]+[\\/]([\w-]+)\.declaration\.ts$/;

/**
 * The elements' declarations carry their documentation (descriptions, CSS properties, events) for
 * `npm run api`; the built module needs only the attribute names and types. In a build, each
 * declaration module is replaced by that part, so no documentation text ships in the bundle. The
 * declarations are read once per build, before it starts, from the list of elements (elements/index.ts):
 * read inside the hook, a module runner each, they made most of the build's JavaScript time, and on a
 * busy machine Rolldown warned about it (PLUGIN_TIMINGS).
 */
function runtimeDeclarations(declarations: readonly ElementDeclaration[]): Plugin {
  return {
    name: 'storefront-runtime-declarations',
    apply: 'build',
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

/**
 * How a market module loads a view chunk: relative to its own address (a page may serve dist/markets/
 * under any path, or from another origin), and, after the chunk failed to load, under another
 * address. A page keeps a module that failed for its address as failed, so loading the same address
 * again would fail at once; the next try asks for `?retry=1`, then 2, ... The error names the address.
 */
const VIEW_LOADER = `const __storefrontTries=new Map;function __storefrontImport(p){const n=__storefrontTries.get(p)??0,u=new URL(p,import.meta.url);if(n)u.searchParams.set("retry",String(n));return import(u.href).catch(e=>{__storefrontTries.set(p,n+1);throw new Error(u.href,{cause:e})})}`;

const DEFINITION = /[\\/]elements[\\/]([\w-]+)[\\/]\1\.ts$/;
const VIEW_IMPORT = /\bimport\((['"])(\.\/[\w-]+\.view)\1\)/;

/**
 * A module that is one file (the all-sites one, the React apps', the server's) takes each element's
 * view by a static import: a dynamic one inlined into one file costs a lazy wrapper around every
 * module behind it (about 8 KB gzip in the all-sites module). A CMS integration reads only the
 * declarations of the list of elements, and takes no view at all.
 */
function views(how: 'static' | 'none'): Plugin {
  return {
    name: `storefront-${how}-views`,
    apply: 'build',
    transform: {
      filter: { id: DEFINITION },
      handler(code) {
        const found = VIEW_IMPORT.exec(code);
        if (!found) return null;
        const [call, , path] = found;
        if (how === 'none') return { code: code.replace(call, 'Promise.resolve({ default: undefined })'), map: null };
        return {
          code: `import __storefrontView from '${path}';\n${code.replace(call, 'Promise.resolve({ default: __storefrontView })')}`,
          map: null,
        };
      },
    },
  };
}

/** In a market module's entry, every dynamic import of a chunk goes through VIEW_LOADER. */
function retriableChunkImports(): Plugin {
  return {
    name: 'storefront-retriable-chunk-imports',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!chunk.isEntry) return null;
      const rewritten = code.replace(
        /\bimport\((["'`])(\.\/chunks\/[^"'`]+)\1\)/g,
        (_, quote: string, path: string) => `__storefrontImport(${quote}${path}${quote})`,
      );
      return rewritten === code ? null : { code: `${VIEW_LOADER}\n${rewritten}`, map: null };
    },
  };
}

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
// A market module is the same, with only its market's texts and content, in dist/markets/.
// For bundled React apps (mode "react-app"): the same modules without React, which the app's react
// and react-dom render, in dist/react-app/ and dist/react-app/markets/.
// The server entry (mode "server"): dist/server.js for any runtime with Web APIs (Node, Deno, a
// CDN's edge), React's server renderer and every dependency bundled, the same texts and content as
// the all-sites module.
// The CMS integrations (modes "cms-tinymce" and "cms-ckeditor5"): dist/cms/tinymce.js and
// dist/cms/ckeditor5.js, each one self-contained file made from the elements' declarations
// (src/cms/), for a CMS's editor page; CKEditor itself stays the editor's.
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
  const cms = /^cms-(tinymce|ckeditor5)$/.exec(mode)?.[1];
  const chunked = market !== undefined && mode === 'production';
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
      // The editors' form shows each attribute's description as its field's hint.
      ...(cms ? [] : [runtimeDeclarations(declarations)]),
      ...(market ? [marketContents(market, registry)] : []),
      ...(chunked ? [retriableChunkImports()] : [views(cms ? 'none' : 'static')]),
    ],
    ...(server ? { ssr: { noExternal: true, target: 'webworker' } } : {}),
    build: {
      ...(server ? { ssr: 'src/server.tsx' } : {}),
      lib: cms
        ? { entry: `src/cms/${cms}.ts`, formats: ['es'], fileName: () => `${cms}.js` }
        : {
            entry: server ? 'src/server.tsx' : 'src/index.ts',
            formats: ['es'],
            fileName: () => (server ? 'server.js' : market ? registry.marketModuleFile(market) : 'storefront-elements.js'),
          },
      outDir: `dist${reactApp ? '/react-app' : ''}${market ? '/markets' : ''}${cms ? '/cms' : ''}`,
      // The all-sites build, first, empties dist/; every other build then adds its file.
      emptyOutDir: !market && !server && !reactApp && !cms,
      minify: 'oxc',
      // Which chunks each element's view needs, for a page that preloads them (docs/on-your-page.md, "Serving the files").
      manifest: chunked ? `${market}.manifest.json` : false,
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
        // A market module for a shop's pages loads each element's view when the element first renders,
        // from chunks beside it (content-hashed, so cacheable for good); every other module is one file.
        output: {
          codeSplitting: chunked,
          ...(chunked ? { chunkFileNames: 'chunks/[name]-[hash].js' } : {}),
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
