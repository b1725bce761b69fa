import { describe, expect, it, vi } from 'vitest';
import { withAmounts } from './amounts';

/** Shows which number the placeholder was read as; the currency formatting is content.test.ts's. */
const bracketed = (amount: number) => `<${amount}>`;
const logger = () => ({ error: vi.fn(), warn: vi.fn() });

describe('withAmounts: {{amount:…}} placeholders in the footer content', () => {
  it.each([
    ['ab {{amount:999}}', 'ab <999>'],
    ['{{amount:1000}} TL', '<1000> TL'],
    ['{{amount:89.90}}', '<89.9>'],
    ['{{amount:0}}', '<0>'],
    ['{{amount:-5}}', '<-5>'],
    // What a CMS editor types around the parts of a placeholder is allowed.
    ['{{ amount : 40 }}', '<40>'],
    ['{{\tamount:20}}', '<20>'],
    ['{{amount\n:20}}', '<20>'],
    ['{{amount:499}} / {{amount:999}}', '<499> / <999>'],
  ])('%j reads as %j', (text, shown) => {
    const log = logger();
    expect(withAmounts(text, bracketed, log)).toBe(shown);
    expect(log.error).not.toHaveBeenCalled();
  });

  it.each(['{{amount:sto}}', '{{amount:}}', '{{amount:x999}}', '{{amount:999 Kč}}', '{{amount:9.}}', '{{amount:1,5}}', '{{amount:1e3}}'])(
    'shows %j as written and logs it: it holds no amount',
    (placeholder) => {
      const log = logger();
      expect(withAmounts(`od ${placeholder}`, bracketed, log)).toBe(`od ${placeholder}`);
      expect(log.error.mock.calls).toEqual([[`content: "${placeholder}" is not an amount (write e.g. {{amount:999}}); shown as written.`]]);
    },
  );

  it('leaves text without a placeholder, and other double braces, unchanged', () => {
    const log = logger();
    expect(withAmounts('Versand {{price:5}} ab {amount:5}', bracketed, log)).toBe('Versand {{price:5}} ab {amount:5}');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('fills every text of the content, in objects and arrays at any depth, and keeps the other values', () => {
    const content = {
      headline: 'ab {{amount:40}}',
      teaser: { groups: [{ heading: { link: { url: '/a', text: '{{amount:20}} mit Karte' } }, hideGroupInCheckout: true, links: [] }] },
      qualityLogos: { logos: [{ width: 80, height: 90, link: null }] },
    };
    expect(withAmounts(content, bracketed, logger())).toEqual({
      headline: 'ab <40>',
      teaser: { groups: [{ heading: { link: { url: '/a', text: '<20> mit Karte' } }, hideGroupInCheckout: true, links: [] }] },
      qualityLogos: { logos: [{ width: 80, height: 90, link: null }] },
    });
  });

  it('does not change the content it was given', () => {
    const content = { headline: 'ab {{amount:40}}', columns: [['{{amount:1}}']] };
    withAmounts(content, bracketed, logger());
    expect(content).toEqual({ headline: 'ab {{amount:40}}', columns: [['{{amount:1}}']] });
  });
});
