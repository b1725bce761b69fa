import { type Plugin, runnerImport } from 'vite';
import { defineConfig } from 'vitest/config';
import type { ElementApi } from './elements/api';

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
function runtimeDeclarations(): Plugin {
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

// One self-contained ES module: React, every dependency, CSS (imported ?inline), icons and texts.
export default defineConfig(({ command }) => ({
  // React's production build for the bundle; tests keep the development build (act() needs it).
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  plugins: [runtimeDeclarations()],
  build: {
    lib: {
      entry: 'elements/index.ts',
      formats: ['es'],
      fileName: () => 'storefront-elements.js',
    },
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
      output: { codeSplitting: false, minify: true },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'elements/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    restoreMocks: true,
  },
}));
