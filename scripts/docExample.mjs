// A code example of a document that a test or the bench runs as it is written: the fenced block
// whose first line names it (`// fragments.mjs: …`), its import of the package's server entry
// pointed at a built file.
import { readFileSync } from 'node:fs';

/**
 * @param {string} document a Markdown file, e.g. docs/prerendered.md
 * @param {string} name the file name the block's first line gives
 * @param {string} server what `storefront-elements/server` stands for (a URL or a module name)
 * @returns {string}
 */
export function docExample(document, name, server) {
  const blocks = [...readFileSync(document, 'utf8').matchAll(/^```js\n([\s\S]*?)^```$/gm)].map(([, code]) => code);
  const found = blocks.filter((code) => code.startsWith(`// ${name}:`));
  if (found.length !== 1) throw new Error(`${document} has ${found.length} examples named ${name}, not one.`);
  return found[0].replaceAll("'storefront-elements/server'", JSON.stringify(server));
}
