import { describe, expect, it } from 'vitest';
import { kitLogger } from '../../src/log/logger';
import de from '../../locales/de/shop-footer-content.json';
import deAT from '../../locales/de-AT/shop-footer-content.json';
import deCH from '../../locales/de-CH/shop-footer-content.json';
import fullAT from './__snapshots__/shop-footer-content.AT.json';
import fullCH from './__snapshots__/shop-footer-content.CH.json';
import { bundledContent, withOverrides } from './content';
import { validateContent } from './validate';

// The snapshots are the complete Austrian and Swiss files as they were before the regional files
// were reduced to their differences from German (plus, for Austria, the withdrawal link in the legal
// row and "inkl. USt." of issue 12): the merged content must be exactly that.
describe('regional footer content', () => {
  it.each([
    ['AT', deAT, './__snapshots__/shop-footer-content.AT.json'],
    ['CH', deCH, './__snapshots__/shop-footer-content.CH.json'],
  ])('%s is German plus its differences, exactly as the complete file was', async (_site, override, snapshot) => {
    await expect(`${JSON.stringify(withOverrides(de, override), null, 2)}\n`).toMatchFileSnapshot(snapshot);
  });

  it('renders the merged content for Austria and Switzerland', () => {
    expect(bundledContent('AT', kitLogger)).toEqual(validateContent(fullAT, kitLogger));
    expect(bundledContent('CH', kitLogger)).toEqual(validateContent(fullCH, kitLogger));
    expect(bundledContent('AT', kitLogger).teaser?.groups[3].introductoryText).toBe('Sie haben 14 Tage Zeit, Ihre Artikel zurückzugeben.');
  });
});

describe('withOverrides', () => {
  it('merges objects by key, patches arrays by index and replaces arrays given whole', () => {
    const base = { a: 1, list: [{ x: 1, y: 2 }, { x: 3 }], other: [1, 2, 3], keep: 'k' };
    const merged = withOverrides(base, { a: 2, list: { 1: { x: 4 } }, other: [9] });
    expect(merged).toEqual({ a: 2, list: [{ x: 1, y: 2 }, { x: 4 }], other: [9], keep: 'k' });
    expect(base.list[1]).toEqual({ x: 3 });
  });
});
