// Size figures: gzip and brotli bytes, and what makes up the bundle (bytes per package / folder).
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

export function compressedSizes(path) {
  const data = readFileSync(path);
  return {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function ownerOf(id) {
  const clean = id.replace(/\?.*$/, '').replace(/\\/g, '/');
  const nodeModules = clean.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const rest = clean.slice(nodeModules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const local = clean.replace(/^.*?\/(src|elements|locales)\//, '$1/');
  const parts = local.split('/');
  if (parts[0] === 'locales') return `locales/${parts[1]}`;
  if (parts[0] === 'src' && parts.length > 2) return `src/${parts[1]}`;
  return parts.slice(0, 2).join('/');
}

/**
 * Rebuilds a module in memory (the all-sites one, or a market's) and sums the rendered (minified,
 * pre-gzip) bytes per owner.
 */
export async function sizeBreakdown(market) {
  process.env.NODE_ENV = 'production'; // as `vite build` sets it: packages' production builds
  if (market) process.env.STOREFRONT_MARKET = market;
  else delete process.env.STOREFRONT_MARKET;
  const result = await build({ logLevel: 'silent', build: { write: false } }).finally(() => delete process.env.STOREFRONT_MARKET);
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const totals = new Map();
  for (const chunk of outputs) {
    if (chunk.type !== 'chunk') continue;
    for (const [id, info] of Object.entries(chunk.modules)) {
      const owner = ownerOf(id);
      totals.set(owner, (totals.get(owner) ?? 0) + info.renderedLength);
    }
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}
