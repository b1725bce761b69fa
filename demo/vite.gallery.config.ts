import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, runnerImport, type UserConfig } from 'vite';
import type * as Catalogue from './catalogue';
import { cssAsText } from '../scripts/cssAsText.mjs';

const built = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));

// The demo's build: the widget gallery, a React app like the shop's, as demo-dist/gallery.js (its own
// React) and demo-dist/gallery.css. It takes the widget library as a shop's app takes it from the
// package, the built dist/widgets.js and dist/widgets.css (`npm run build` first); and it writes
// demo-dist/sites.json and demo-dist/elements.json from the registry and the elements' declarations
// (demo/catalogue.ts). Those are the project's TypeScript, which Vite's runner loads here, as
// vite.config.ts loads the registry: imported by this file, they would go through the config's own
// loader, which warns about their imports without file extensions.
export default defineConfig(async (): Promise<UserConfig> => {
  // The snippet's preload lines come from the built server entry's preloadLinks.
  const server = await import(pathToFileURL(built('server.js')).href);
  const { module: catalogue } = await runnerImport<typeof Catalogue>(fileURLToPath(new URL('./catalogue.ts', import.meta.url)), {
    configFile: false,
    logLevel: 'silent',
    plugins: [cssAsText()],
  });
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
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: 'demo-dist',
      emptyOutDir: true,
      lib: {
        entry: 'demo/gallery/main.tsx',
        formats: ['es'],
        fileName: () => 'gallery.js',
        cssFileName: 'gallery',
      },
      minify: 'oxc',
      sourcemap: false,
      copyPublicDir: false,
      // Library mode keeps whitespace in ES output; this module is for browsers, so minify it fully.
      rolldownOptions: { output: { codeSplitting: false, minify: true } },
    },
  };
});
