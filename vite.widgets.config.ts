import { defineConfig, type Plugin } from 'vite';
import { HOOK_FROM_REACT, REACT_PEERS } from './vite.config.ts';

const LIBRARY_STYLES = 'src/widgets/libraryStyles.ts';

/**
 * widgets.css: src/widgets/libraryStyles.ts is built as a second entry (its CSS imported ?inline,
 * minified by the same pipeline as the elements'), and its one string is written out as the
 * stylesheet instead of a script.
 */
function libraryStylesheet(): Plugin {
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

// `storefront-elements/widgets`: the widget kit as an ES module for React apps, dist/widgets.js, with
// react (and react-dom) left to the app; i18next and react-i18next are bundled, so the widgets' texts
// never touch the app's i18next. Its stylesheet is dist/widgets.css.
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
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
    rolldownOptions: {
      external: REACT_PEERS,
      output: { minify: true, comments: { legal: true, annotation: false, jsdoc: false } },
    },
  },
});
