import { defineConfig } from 'vite';

// The widget gallery: a second build, one ES module demo-dist/gallery.js with its own React,
// the widget kit and its CSS (imported ?inline).
export default defineConfig({
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
