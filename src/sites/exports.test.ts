import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARKETS, marketModuleFile } from './registry';

const { exports } = JSON.parse(readFileSync('package.json', 'utf8')) as { exports: Record<string, unknown> };

// One entry per market module in package.json's `exports`, no pattern: a market name that is not one
// of the files (`markets/HU`) then fails TypeScript and the bundler, not the page at run time.
describe("the package's market entries (package.json exports)", () => {
  it.each(MARKETS)('name the %s market module, self-contained and for React apps', (market) => {
    expect(exports[`./markets/${market}`]).toEqual({
      types: './dist/types/storefront-elements.d.ts',
      default: `./dist/markets/${marketModuleFile(market)}`,
    });
    expect(exports[`./react-app/markets/${market}`]).toEqual({
      types: './dist/types/storefront-elements.d.ts',
      default: `./dist/react-app/markets/${marketModuleFile(market)}`,
    });
  });

  it('name no other market, and no pattern', () => {
    expect(Object.keys(exports).filter((name) => name.includes('/markets/'))).toHaveLength(2 * MARKETS.length);
    expect(Object.keys(exports).filter((name) => name.includes('*'))).toEqual([]);
  });
});
