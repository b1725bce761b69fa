import { describe, expect, it } from 'vitest';
import { jsonText } from './json';

describe('jsonText', () => {
  it.each([
    ['a string with quotes and a line break', 'a "b"\nc', '"a \\"b\\"\\nc"'],
    ['a number', 12.5, '12.5'],
    ['a non-finite number', Number.NaN, 'null'],
    ['a boolean', false, 'false'],
    ['null', null, 'null'],
    ['an empty array', [], '[]'],
    ['an object with an undefined member', { a: 1, b: undefined, c: [undefined] }, '{"a":1,"c":[null]}'],
  ])('writes %s as JSON.stringify would', (_label, value, expected) => {
    expect(jsonText(value)).toBe(expected);
    expect(jsonText(value)).toBe(JSON.stringify(value));
  });

  it('ignores toJSON on built-in prototypes and enumerable additions to Object.prototype', () => {
    const arrays = Array.prototype as unknown as { toJSON?: () => string };
    const objects = Object.prototype as unknown as { extend?: () => void };
    arrays.toJSON = () => '"legacy"';
    objects.extend = () => {};
    try {
      expect(jsonText({ consents: ['DNE', 'CNE'], legals: [] })).toBe('{"consents":["DNE","CNE"],"legals":[]}');
    } finally {
      delete arrays.toJSON;
      delete objects.extend;
    }
  });
});
