// Vite's module runner (runnerImport) cannot run its CSS plugin outside a build: a module that
// imports a style sheet with `?inline` (every element's definition does) fails to load. With this
// plugin, such an import gives the sheet's text as it is written, which is all a script that reads
// the elements' list (the build's fragments, `npm run api`, the demo's catalogue) needs.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const PREFIX = '\0css-as-text:';

/** @returns {import('vite').Plugin} */
export function cssAsText() {
  return {
    name: 'storefront-css-as-text',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!source.endsWith('.css?inline') || !importer) return null;
      // The id must not end in .css, or Vite's CSS plugins would take the module for a sheet.
      return `${PREFIX}${resolve(dirname(importer), source.slice(0, -'?inline'.length))}.js`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return `export default ${JSON.stringify(readFileSync(id.slice(PREFIX.length, -'.js'.length), 'utf8'))};`;
    },
  };
}
