// `npm run build`: the all-sites module dist/storefront-elements.js, then one module per market of
// the site registry in dist/markets/ (vite.config.ts reads STOREFRONT_MARKET), then the widget library
// (vite.widgets.config.ts). One Node process for all builds: each costs about a second instead of a
// second plus Vite's start-up.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { build, runnerImport } from 'vite';
import { bundledPackageFolders, writeThirdParty } from './third-party.mjs';
import { readHeights, reserveCss } from './reserve.mjs';

process.env.NODE_ENV = 'production'; // as `vite build` sets it: packages' production builds

const { module: registry } = await runnerImport('./src/sites/registry.ts', { configFile: false, logLevel: 'silent' });
const started = performance.now();

// The third-party notices and the SBOM list the packages of every module: the union of the builds'.
const bundled = new Set();
const buildModule = async () => {
  for (const folder of bundledPackageFolders(await build({ logLevel: 'warn' }))) bundled.add(folder);
};
delete process.env.STOREFRONT_MARKET;
await buildModule();
for (const market of registry.MARKETS) {
  process.env.STOREFRONT_MARKET = market;
  await buildModule();
}
delete process.env.STOREFRONT_MARKET;
// The widget library for React apps: dist/widgets.js and dist/widgets.css, its declarations in dist/types/.
for (const folder of bundledPackageFolders(await build({ configFile: 'vite.widgets.config.ts', logLevel: 'warn' }))) bundled.add(folder);
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.widgets.json'], { stdio: 'inherit' });
writeFileSync('dist/storefront-elements.css', reserveCss(readHeights()));
const product = JSON.parse(readFileSync('package.json', 'utf8'));
const libraries = writeThirdParty(bundled, 'dist', product);

console.log(
  `Built dist/storefront-elements.js, ${registry.MARKETS.map((market) => `dist/markets/${registry.marketModuleFile(market)}`).join(', ')} the reserve stylesheet dist/storefront-elements.css and the widget library (dist/widgets.js, dist/widgets.css, dist/types/) in ${((performance.now() - started) / 1000).toFixed(1)} s; dist/THIRD-PARTY-NOTICES.txt and dist/sbom.cdx.json list ${libraries.join(', ')}.`,
);
