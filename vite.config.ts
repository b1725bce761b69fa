import { defineConfig } from 'vitest/config';
import { runtimeDeclarations } from './scripts/api/runtimeDeclarations';

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
