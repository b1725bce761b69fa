// Writes the API report docs/api-report.md and the API tables of docs/ from the elements'
// declarations (elements/<tag>/<tag>.declaration.ts), and docs/widgets.md from the
// widget library's JSDoc (scripts/api/widgets.ts). Node cannot import TypeScript: Vite's module runner
// loads the generator.
import { runnerImport } from 'vite';
import { cssAsText } from './cssAsText.mjs';

const { module } = await runnerImport('./scripts/api/generate.ts', { plugins: [cssAsText()] });
const { module: widgets } = await runnerImport('./scripts/api/widgets.ts');
const written = [...module.writeApiFiles(), widgets.writeWidgetDocs()];
console.log(`Wrote ${written.join(', ')}.`);
