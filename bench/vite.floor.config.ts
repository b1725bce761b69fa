import { defineConfig } from 'vite';

export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'bench/out',
    emptyOutDir: true,
    lib: { entry: 'bench/floor/entry.ts', formats: ['es'], fileName: () => 'floor.js' },
    minify: 'oxc',
    copyPublicDir: false,
    // Library mode keeps whitespace in ES output; this module is for browsers, so minify it fully.
    rolldownOptions: { output: { codeSplitting: false, minify: true } },
  },
});
