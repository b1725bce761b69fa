// Writes custom-elements.json, storefront-elements.d.ts and the README's API tables from the
// elements' declarations (src/<block folder>/<tag>.declaration.ts). Node cannot import TypeScript: Vite's module runner
// loads the generator.
import { runnerImport } from 'vite';

const { module } = await runnerImport('./scripts/api/generate.ts');
const written = module.writeApiFiles();
console.log(`Wrote ${written.join(', ')}.`);
