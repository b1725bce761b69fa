// `npm run build`: the all-sites module dist/storefront-elements.js, then one module per market of
// the site registry in dist/markets/ (vite.config.ts reads STOREFRONT_MARKET), the same modules for
// React apps in dist/react-app/ (mode "react-app"), then the widget library (mode "widgets") and the command (mode "cli"): vite.config.ts's build targets.
// One Node process for all builds: each costs about a second instead of a second plus Vite's
// start-up. Any warning a build prints fails it (scripts/buildLog.mjs).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { zipSync } from 'fflate';
import { runnerImport } from 'vite';
import { strictBuilds } from './buildLog.mjs';
import { cssAsText } from './cssAsText.mjs';
import { bundledPackageFolders, writeThirdParty } from './third-party.mjs';
import { placeholderAddresses } from './placeholders.mjs';
import { readHeights, reserveCss } from './reserve.mjs';

process.env.NODE_ENV = 'production'; // as `vite build` sets it: packages' production builds

const { module: registry } = await runnerImport('./src/sites/registry.ts', { configFile: false, logLevel: 'silent' });
const started = performance.now();
const { build, failOnWarnings } = strictBuilds();

// The third-party notices and the SBOM list the packages of every module: the union of the builds'.
const bundled = new Set();
const buildModule = async (options) => {
  for (const folder of bundledPackageFolders(await build(options))) bundled.add(folder);
};
// The self-contained modules (mode "production"), then the same for React apps.
for (const mode of ['production', 'react-app']) {
  delete process.env.STOREFRONT_MARKET;
  await buildModule({ mode });
  for (const market of registry.MARKETS) {
    process.env.STOREFRONT_MARKET = market;
    // A market module's chunks first: the module carries their names.
    if (mode === 'production') await buildModule({ mode: 'chunks' });
    await buildModule({ mode });
  }
}
delete process.env.STOREFRONT_MARKET;
// The widget library for React apps: dist/widgets.js and dist/widgets.css; its declarations, the CMS integrations' and the server's in dist/types/.
await buildModule({ mode: 'widgets' });
rmSync('dist/types', { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'scripts/api/tsconfig.declarations.json'], { stdio: 'inherit' });
// The custom elements manifest and the elements' types, beside the server's, widgets' and CMS integrations' (dist/types/).
const { module: api } = await runnerImport('./scripts/api/generate.ts', { configFile: false, logLevel: 'silent', plugins: [cssAsText()] });
const elementTypes = api.writeShippedFiles().filter((file) => file.endsWith('.d.ts'));
keepReachableTypes([
  ...elementTypes,
  'dist/types/src/widgets/library.d.ts',
  'dist/types/src/cms/tinymce.d.ts',
  'dist/types/src/cms/ckeditor5.d.ts',
  'dist/types/src/server.d.ts',
]);
writeFileSync('dist/storefront-elements.css', reserveCss(readHeights()));
// The server entry (dist/server.js) and, from it, the static fragments for CMS templates.
await buildModule({ mode: 'server' });
const fragments = await writeFragments(await import(pathToFileURL('dist/server.js').href), registry.SITE_REGISTRY);
// The CMS integrations, dist/cms/ (their declarations in dist/types/ with the widget library's, above).
for (const editor of ['tinymce', 'ckeditor5']) await buildModule({ mode: `cms-${editor}` });
// The WordPress plugin's blocks, built on WordPress's React (the rest of the plugin once the notices are written, below).
await buildModule({ mode: 'cms-wordpress' });
// The package's command, dist/cli.js (check-backend), with its validator inside.
await buildModule({ mode: 'cli' });
/**
 * dist/html/<market>/<tag>.<SITE>[.<example>].html: for each site, the examples each element's
 * examples file marks as fragments (elements/<tag>/<tag>.examples.ts; the one named `plain` without
 * its name), and dist/html/style-hashes.json, the CSP sources of their styles.
 */
async function writeFragments({ renderElement, styleHashes }, sites) {
  const { module } = await runnerImport('./elements/examples.ts', { configFile: false, logLevel: 'silent' });
  const { module: helpers } = await runnerImport('./src/element/examples.ts', { configFile: false, logLevel: 'silent' });
  let count = 0;
  const write = (market, name, html) => {
    mkdirSync(`dist/html/${market}`, { recursive: true });
    writeFileSync(`dist/html/${market}/${name}.html`, `${html}\n`);
    count++;
  };
  for (const [site, { market }] of Object.entries(sites))
    for (const examples of Object.values(module.ELEMENT_EXAMPLES)) {
      const { tag } = examples.declaration;
      for (const example of examples.examples.filter(({ fragment }) => fragment)) {
        const name = example.name === helpers.PLAIN_EXAMPLE ? `${tag}.${site}` : `${tag}.${site}.${example.name}`;
        write(market, name, renderElement(tag, helpers.exampleAttributes(examples, example, site)));
      }
    }
  writeFileSync('dist/html/style-hashes.json', `${JSON.stringify(styleHashes(), null, 2)}\n`);
  return count;
}

/**
 * dist/wordpress/storefront-elements/ (beside blocks.js): storefront-elements.php with the package's
 * version and licence, elements.json (src/cms/wordpress/catalogue.ts), the kit's modules, chunks and
 * stylesheet in kit/; then dist/wordpress/storefront-elements.zip of that folder, for WordPress's
 * Plugins > Add New > Upload Plugin. Returns the zip's path.
 */
async function writeWordPressPlugin({ version, license }) {
  const silent = { configFile: false, logLevel: 'silent', plugins: [cssAsText()] };
  const [{ module: elements }, { module: wordpress }] = await Promise.all([
    runnerImport('./elements/index.ts', silent),
    runnerImport('./src/cms/wordpress/catalogue.ts', silent),
  ]);
  const folder = wordpress.PLUGIN_FOLDER;
  const catalogue = wordpress.pluginCatalogue(elements.ELEMENT_DECLARATIONS);
  const php = readFileSync('src/cms/wordpress/storefront-elements.php', 'utf8')
    .replaceAll('{{version}}', version)
    .replaceAll('{{license}}', license);
  writeFileSync(join(folder, 'storefront-elements.php'), php);
  writeFileSync(join(folder, 'elements.json'), `${JSON.stringify(catalogue, null, 2)}\n`);
  const kitFiles = [...Object.values(catalogue.modules), catalogue.stylesheet, 'THIRD-PARTY-NOTICES.txt'];
  const chunks = readdirSync('dist/markets/chunks').map((file) => `markets/chunks/${file}`);
  for (const file of [...kitFiles, ...chunks]) {
    mkdirSync(dirname(join(folder, 'kit', file)), { recursive: true });
    copyFileSync(join('dist', file), join(folder, 'kit', file));
  }
  const zipped = {};
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }))
    if (statSync(join(folder, file)).isFile())
      zipped[`${basename(folder)}/${file.split(sep).join('/')}`] = readFileSync(join(folder, file));
  const zip = `${folder}.zip`;
  writeFileSync(zip, zipSync(zipped, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') }));
  return zip;
}

/**
 * tsc writes a declaration file for every module its entries import; the package ships only those
 * an entry's types reach (the others would declare the elements' internals, and some of the public
 * types a second time).
 */
function keepReachableTypes(entries) {
  const reached = new Set();
  const visit = (file) => {
    if (reached.has(file) || !existsSync(file)) return;
    reached.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from |import\()['"](\.{1,2}\/[^'"]+)['"]/g))
      visit(join(dirname(file), `${specifier.replace(/\.js$/, '')}.d.ts`));
  };
  for (const entry of entries) visit(entry);
  for (const file of readdirSync('dist/types', { recursive: true, encoding: 'utf8' }))
    if (file.endsWith('.d.ts') && !reached.has(join('dist/types', file))) rmSync(join('dist/types', file));
  for (const folder of readdirSync('dist/types', { recursive: true, encoding: 'utf8' }).reverse())
    if (statSync(join('dist/types', folder)).isDirectory() && readdirSync(join('dist/types', folder)).length === 0)
      rmSync(join('dist/types', folder), { recursive: true });
}

const product = JSON.parse(readFileSync('package.json', 'utf8'));
const libraries = writeThirdParty(bundled, 'dist', product);
const plugin = await writeWordPressPlugin(product);
failOnWarnings('npm run build');

console.log(
  `Built dist/storefront-elements.js, ${registry.MARKETS.map((market) => `dist/markets/${registry.marketModuleFile(market)}`).join(', ')}, the same for React apps in dist/react-app/, the reserve stylesheet dist/storefront-elements.css, the widget library (dist/widgets.js, dist/widgets.css, dist/types/), the server entry dist/server.js, the CMS integrations in dist/cms/, the WordPress plugin ${plugin}, ${fragments} fragments in dist/html/ and the command dist/cli.js in ${((performance.now() - started) / 1000).toFixed(1)} s; dist/THIRD-PARTY-NOTICES.txt and dist/sbom.cdx.json list ${libraries.join(', ')}.`,
);

// Not a failure: the kit ships placeholders so that it runs as it is; a shop replaces them before going live.
const placeholders = placeholderAddresses();
if (placeholders.length > 0)
  console.warn(
    `npm run build: warning: ${placeholders.length} placeholder addresses are still in the content, which a shop replaces before going live (docs/publishing.md, "Before going live"): ${[...new Set(placeholders.map(({ address }) => address))].join(', ')}.`,
  );
