// The addresses the kit ships as placeholders, which a shop replaces before going live
// (docs/publishing.md, "Before going live"): the country switcher's sites (src/sites/countries.ts)
// and the footer's app and social links (locales/*/shop-footer-content.json). `npm run build` warns
// while any is left.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A placeholder: a host under the reserved `.example` name, or the placeholder app ids and social handles. */
const PLACEHOLDER = /^https?:\/\/(?:[^/]+\.example(?:[/:?#]|$)|.*(?:storefront[._]example|com\.example\.|\/id0+(?:$|[/?#])))/;
const ADDRESS = /["'](https?:\/\/[^"'\s]+)["']/g;

/** Every placeholder address in the files a shop edits, with the file that holds it, in file order. */
export function placeholderAddresses(root = '.') {
  const files = [
    'src/sites/countries.ts',
    ...readdirSync(join(root, 'locales'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('-content.json'))
      .sort()
      .map((file) => join('locales', file)),
  ];
  return files.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(ADDRESS)]
      .map(([, address]) => address)
      .filter((address) => PLACEHOLDER.test(address))
      .map((address) => ({ file, address })),
  );
}
