import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { ELEMENT_DECLARATIONS } from '../src/elements';
import { attributesOf } from '../src/element/sharedDeclarations';
import { marketModuleFile, SITE_REGISTRY } from '../src/sites/registry';
import { SITES } from '../src/sites/sites';

const built = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));

// The demo's build: the widget gallery, a React app like the shop's, as demo-dist/gallery.js (its own
// React) and demo-dist/gallery.css. It takes the widget library as a shop's app takes it from the
// package, the built dist/widgets.js and dist/widgets.css (`npm run build` first); and it writes
// demo-dist/sites.json, the site codes of the registry for the demo bar's site switcher
// (demo/assets/demo.js is plain JS), and demo-dist/elements.json, the elements' declarations and
// each site's market file for the configurator (demo/assets/configurator.js), so it never drifts.
/** What the configurator offers: each element's attributes and events, and the market file of each site. */
function configuratorCatalogue() {
  return {
    sites: Object.fromEntries(SITES.map((site) => [site, marketModuleFile(SITE_REGISTRY[site].market)])),
    elements: ELEMENT_DECLARATIONS.map((api) => ({
      tag: api.tag,
      description: api.description,
      attributes: Object.entries(attributesOf(api)).map(([name, spec]) => ({ name, ...spec })),
      events: Object.entries(api.events).map(([name, spec]) => ({ name, description: spec.description })),
    })),
  };
}

export default defineConfig({
  plugins: [
    {
      name: 'demo-sites',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'sites.json', source: JSON.stringify(SITES) });
        this.emitFile({ type: 'asset', fileName: 'elements.json', source: JSON.stringify(configuratorCatalogue()) });
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
});
