// The project's own Vite plugins, which vite.config.ts's build targets use: what a module carries of
// the declarations and the locales, and how a market module names the chunks it loads.
import { existsSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';
import { type ElementDeclaration, runtimeDeclaration } from '../src/element/declaration.ts';
import type * as Registry from '../src/sites/registry';
import { cssAsText } from './cssAsText.mjs';
import type * as PrerenderedStyles from './prerenderedStyles.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

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
export function runtimeDeclarations(declarations: readonly ElementDeclaration[]): Plugin {
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
export function marketContents(market: string, { SITE_REGISTRY, STAFF_LOCALE }: typeof Registry): Plugin {
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
export function staticLazyImports(how: 'static' | 'none'): Plugin {
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
export const chunkManifest = (market: string) => `${market}.manifest.json`;
const CHUNK_SET_MODULE = fileURLToPath(new URL('../src/util/chunkSet.ts', import.meta.url));

/**
 * A lazy module's chunk set in a chunks build's manifest: its own chunk first, then every chunk it
 * imports, however deep, each after the chunks it imports itself (the order in which they can run one
 * at a time, each evaluating only its own code).
 */
export function chunkSetOf(manifest: Record<string, { file: string; imports?: string[] }>, key: string): string[] {
  const visited = new Set<string>();
  const runOrder: string[] = [];
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk) throw new Error(`The chunks build has no chunk for ${name}.`);
    if (visited.has(chunk.file)) return;
    visited.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    runOrder.push(chunk.file);
  };
  visit(key);
  const entry = runOrder.pop() as string;
  return [entry, ...runOrder];
}

/**
 * A market module: one file that carries what defines the elements and reports a failure, and loads
 * each lazy module from the chunks its market's chunks build wrote beside it (STOREFRONT_PART=chunks,
 * run first): `() => import('./x')` becomes that module's chunk set (src/util/chunkSet.ts), whose
 * files the element fetches all at once as soon as it is on the page. The module imports nothing
 * statically, so a chunk that fails leaves the elements defined.
 */
export function chunkSets(market: string, outDir: string): Plugin {
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
export function marketChunks({ MARKETS, marketModuleFile }: typeof Registry, declarations: readonly ElementDeclaration[] | null): Plugin {
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
export const lazyModules = (declarations: readonly ElementDeclaration[]): Record<string, string> =>
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
export function prerenderedStyles(): Plugin {
  return {
    name: 'storefront-prerendered-styles',
    resolveId: (id) => (id === PRERENDERED_STYLES ? `\0${PRERENDERED_STYLES}` : null),
    async load(id) {
      if (id !== `\0${PRERENDERED_STYLES}`) return null;
      const { module } = await runnerImport<typeof PrerenderedStyles>(fileURLToPath(new URL('./prerenderedStyles.ts', import.meta.url)), {
        configFile: false,
        logLevel: 'silent',
        plugins: [cssAsText()],
      });
      return `export default ${JSON.stringify(module.PRERENDERED_STYLES)};`;
    },
  };
}

export const LIBRARY_STYLES = 'src/widgets/libraryStyles.ts';

/**
 * widgets.css: src/widgets/libraryStyles.ts is built as a second entry (its CSS imported ?inline,
 * minified by the same pipeline as the elements'), and its one string is written out as the
 * stylesheet instead of a script.
 */
export function libraryStylesheet(): Plugin {
  return {
    name: 'storefront-widgets-stylesheet',
    async generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(LIBRARY_STYLES));
      if (chunk?.type !== 'chunk') throw new Error(`${LIBRARY_STYLES} was not built.`);
      const { default: css } = await import(`data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`);
      delete bundle[chunk.fileName];
      this.emitFile({ type: 'asset', fileName: 'widgets.css', source: css });
    },
  };
}
