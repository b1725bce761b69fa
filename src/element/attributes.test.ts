import { describe, expect, it } from 'vitest';
import { attributeProblems, attributeReader } from './attributes';
import { booleanAttribute, declareElement, enumAttribute, stringAttribute } from './declaration';

/** A small element that takes the shared attributes and one of each kind of its own. */
const declaration = declareElement({
  tag: 'test-element',
  className: 'TestElement',
  description: '',
  commonAttributes: 'all',
  attributes: {
    compact: booleanAttribute(''),
    heading: stringAttribute(''),
    tone: enumAttribute(['plain', 'LOUD'], 'plain', ''),
    size: enumAttribute(['S', 'M', 'L'], 'M', '', { anyCase: true }),
  },
  properties: {},
  events: {},
  slots: [],
  cssParts: [],
  cssProperties: [],
});
const read = attributeReader(declaration);
const problems = (texts: Record<string, string>) => attributeProblems(declaration, read(texts));

const ALLOWED_SITES = 'AT, CH, CH_FR, CZ, DE, HU, PL, SK, TR';

describe("an element kind's attribute reader, made from its declaration", () => {
  it.each([
    ['ch_fr', 'CH_FR'],
    [' tr ', 'TR'],
    ['De', 'DE'],
    [null, 'DE'],
    ['', 'DE'],
    ['  ', 'DE'],
  ])('reads site %j, in any letter case, blank or absent as the module’s own (DE in the all-sites module), as %s', (text, site) => {
    const { values, invalid } = read({ site: text });
    expect({ values, invalid }).toEqual({
      values: {
        site,
        locale: undefined,
        'api-origin': undefined,
        'asset-origin': undefined,
        compact: false,
        heading: undefined,
        tone: 'plain',
        size: 'M',
      },
      invalid: [],
    });
  });

  it.each(['FR', '<script>'])('reads the unknown site %j as none (the element shows nothing), naming it and the nine sites', (text) => {
    expect(read({ site: text }).values.site).toBeNull();
    expect(problems({ site: text })).toEqual([`Unknown site "${text}". Allowed sites: ${ALLOWED_SITES}.`]);
  });

  it('reads texts as written, a boolean by presence ("false" in any case is off), and each enumeration by its own case rule', () => {
    expect(
      read({ locale: ' de ', 'api-origin': 'https://api.example', heading: '', compact: 'FALSE', tone: ' LOUD ', size: 'l' }).values,
    ).toEqual({
      site: 'DE',
      locale: ' de ',
      'api-origin': 'https://api.example',
      'asset-origin': undefined,
      compact: false,
      heading: '',
      tone: 'LOUD',
      size: 'L',
    });
    expect(read({ compact: '' }).values.compact).toBe(true);
  });

  it('reads a value of the wrong case where the declaration does not allow any case as its default, with one error each', () => {
    const { values } = read({ tone: 'loud', size: 'XL' });
    expect([values.tone, values.size]).toEqual(['plain', 'M']);
    expect(problems({ tone: 'loud', size: 'XL' })).toEqual([
      'Invalid test-element tone "loud". Allowed: plain, LOUD. Using "plain".',
      'Invalid test-element size "XL". Allowed: S, M, L. Using "M".',
    ]);
  });
});
