// Size figures: gzip and brotli bytes of a module, and what makes it up (libraries, our code by
// folder, CSS, texts per language).
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/utils';
import { build } from 'vite';

const gzip = (data) => gzipSync(data, { level: 9 }).length;

export function compressedSizes(path) {
  const data = readFileSync(path);
  return {
    raw: data.length,
    gzip: gzip(data),
    brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The part of the module a source file belongs to. */
function partOf(id) {
  const clean = id.replace(/\?.*$/, '').replace(/\\/g, '/');
  if (clean.includes('/node_modules/') || clean.startsWith('\0')) return 'libraries'; // \0: the bundler's runtime
  if (clean.endsWith('.css')) return 'CSS (all)';
  const local = clean.replace(/^.*?\/(src|elements|locales)\//, '$1/').split('/');
  if (local[0] === 'locales') return `texts ${local[1]}`;
  if (local[0] === 'src' && local.length > 2) return `code src/${local[1]}`;
  return `code ${local[0]}`;
}

/**
 * Rebuilds a module in memory (the all-sites one, or a market's) and measures each part: its code
 * minified, and that gzipped on its own (so the parts add up to a little more than the module).
 */
export async function sizeBreakdown(market) {
  process.env.NODE_ENV = 'production'; // as `vite build` sets it: packages' production builds
  if (market) process.env.STOREFRONT_MARKET = market;
  else delete process.env.STOREFRONT_MARKET;
  const result = await build({ logLevel: 'silent', build: { write: false } }).finally(() => delete process.env.STOREFRONT_MARKET);
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const code = new Map();
  for (const chunk of outputs) {
    if (chunk.type !== 'chunk') continue;
    for (const [id, info] of Object.entries(chunk.modules)) code.set(partOf(id), `${code.get(partOf(id)) ?? ''}${info.code ?? ''}\n`);
  }
  const parts = new Map();
  for (const [part, source] of code) {
    const minified = minifySync('part.js', source, { compress: true, mangle: true }).code;
    parts.set(part, { minified: minified.length, gzip: gzip(minified) });
  }
  return parts;
}
