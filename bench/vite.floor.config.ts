import { defineConfig } from 'vite';

export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'bench/out',
    emptyOutDir: true,
    lib: { entry: 'bench/floor/entry.ts', formats: ['es'], fileName: () => 'floor.js' },
    minify: true,
    copyPublicDir: false,
    rollupOptions: { output: { inlineDynamicImports: true } },
  },
});
