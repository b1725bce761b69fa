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
    ['infinity', Number.POSITIVE_INFINITY, 'null'],
    ['true', true, 'true'],
    ['an empty string', '', '""'],
    ['an array of every kind', [1, 'a', null, undefined, () => 1, true, [2]], '[1,"a",null,null,null,true,[2]]'],
    ['an object with a function member', { f: () => 1, g: 'x' }, '{"g":"x"}'],
    ['nested objects with keys to escape', { 'a"b': { c: [{}] }, d: null }, '{"a\\"b":{"c":[{}]},"d":null}'],
    ['an empty object', {}, '{}'],
  ])('writes %s as JSON.stringify would', (_label, value, expected) => {
    expect(jsonText(value)).toBe(expected);
    expect(jsonText(value)).toBe(JSON.stringify(value));
  });

  it.each([
    ['undefined', undefined],
    ['a function', () => 1],
    ['a symbol', Symbol('s')],
  ])('writes nothing for %s, as JSON.stringify', (_label, value) => {
    expect(jsonText(value)).toBeUndefined();
  });

  it('writes only own keys, not inherited ones', () => {
    const record = Object.create({ inherited: 1 }) as Record<string, unknown>;
    record.own = 2;
    expect(jsonText(record)).toBe('{"own":2}');
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
