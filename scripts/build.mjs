// `npm run build`: the all-sites module dist/storefront-elements.js, then one module per market of
// the site registry in dist/markets/ (vite.config.ts reads STOREFRONT_MARKET). One Node process
// for all builds: each costs about a second instead of a second plus Vite's start-up.
import { build, runnerImport } from 'vite';

process.env.NODE_ENV = 'production'; // as `vite build` sets it: packages' production builds

const { module: registry } = await runnerImport('./src/sites/registry.ts', { configFile: false, logLevel: 'silent' });
const started = performance.now();

delete process.env.STOREFRONT_MARKET;
await build({ logLevel: 'warn' });
for (const market of registry.MARKETS) {
  process.env.STOREFRONT_MARKET = market;
  await build({ logLevel: 'warn' });
}
delete process.env.STOREFRONT_MARKET;

console.log(
  `Built dist/storefront-elements.js and ${registry.MARKETS.map((market) => `dist/markets/${registry.marketModuleFile(market)}`).join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
