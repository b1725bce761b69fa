import { defineConfig } from 'vite';

// The package's command, dist/cli.js (`npx storefront-elements check-backend`, docs/backend-contract.md):
// for Node, with the service contract and its validator (Ajv) inside, so that a project runs it
// without installing anything else.
export default defineConfig({
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'contract/cli.ts',
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    rolldownOptions: { output: { entryFileNames: 'cli.js', codeSplitting: false } },
  },
});
