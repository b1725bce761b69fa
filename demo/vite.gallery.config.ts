import { defineConfig } from 'vite';
import { SITES } from '../src/sites/sites';

// The demo's build: the widget gallery, one ES module demo-dist/gallery.js with its own React,
// the widget kit and its CSS (imported ?inline); and demo-dist/sites.json, the site codes of the
// registry for the demo bar's site switcher (demo/assets/demo.js is plain JS).
export default defineConfig({
  plugins: [
    {
      name: 'demo-sites',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'sites.json', source: JSON.stringify(SITES) });
      },
    },
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'demo-dist',
    emptyOutDir: true,
    lib: {
      entry: 'demo/gallery/main.tsx',
      formats: ['es'],
      fileName: () => 'gallery.js',
    },
    minify: 'oxc',
    sourcemap: false,
    copyPublicDir: false,
    // Library mode keeps whitespace in ES output; this module is for browsers, so minify it fully.
    rolldownOptions: { output: { codeSplitting: false, minify: true } },
  },
});
