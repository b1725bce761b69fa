import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARKETS, marketModuleFile } from './registry';

interface Check {
  path: string;
  gzip?: boolean;
  limit: string;
}

/** The floor's gzip bytes when the limits were set (README, "Size"); the targets of issue 14. */
const FLOOR_GZIP = 104_842;
const RATIO = { allSites: 1.45, de: 1.25, otherMarket: 1.3 };

const checks: Check[] = JSON.parse(readFileSync('.size-limit.json', 'utf8'));
const limitOf = (path: string) => checks.find((check) => check.path === path);
const kilobytes = (ratio: number) => `${((FLOOR_GZIP * ratio) / 1000).toFixed(2)} kB`;

describe('the size budget (npm run test:size)', () => {
  it('limits the all-sites module', () => {
    expect(limitOf('dist/storefront-elements.js')).toMatchObject({ gzip: true, limit: kilobytes(RATIO.allSites) });
  });

  it.each(MARKETS)('limits the %s market module', (market) => {
    const ratio = market === 'de' ? RATIO.de : RATIO.otherMarket;
    expect(limitOf(`dist/markets/${marketModuleFile(market)}`)).toMatchObject({ gzip: true, limit: kilobytes(ratio) });
  });

  it('checks nothing else', () => {
    expect(checks).toHaveLength(1 + MARKETS.length);
  });
});
