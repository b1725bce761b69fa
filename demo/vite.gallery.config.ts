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
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    rollupOptions: { output: { inlineDynamicImports: true } },
  },
});
