import { describe, expect, it } from 'vitest';
import clone from './clone';
import cloneDeep from './cloneDeep';
import isPlainObject from './isPlainObject';
import toPath from './toPath';

describe('toPath, as lodash reads a field path', () => {
  it.each([
    ['email', ['email']],
    ['address.street', ['address', 'street']],
    ['friends[0].name', ['friends', '0', 'name']],
    ['a[-1]', ['a', '-1']],
    ['a["b.c"].d', ['a', 'b.c', 'd']],
    ["a['x\\'y']", ['a', "x'y"]],
    ['.a', ['', 'a']],
    ['a..b', ['a', '', 'b']],
    ['a[]', ['a', '']],
    ['', []],
  ])('%s', (path, keys) => {
    expect(toPath(path)).toEqual(keys);
  });

  it('takes an array of keys as strings, and nothing as no keys', () => {
    expect(toPath(['friends', 0, 'name'])).toEqual(['friends', '0', 'name']);
    expect(toPath(undefined)).toEqual([]);
    expect(toPath(null)).toEqual([]);
  });
});

describe('isPlainObject', () => {
  class Point {
    x = 1;
  }

  it('is true for object literals, new Object() and objects without prototype', () => {
    expect(isPlainObject({ a: 1 })).toBe(true);
    expect(isPlainObject(new Object())).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
  });

  it('is false for arrays, dates, class instances, functions, null and primitives', () => {
    for (const value of [[1], new Date(0), new Point(), () => 1, null, undefined, 'a', 1, true, Object.create({})]) {
      expect(isPlainObject(value), String(value)).toBe(false);
    }
  });
});

describe('clone', () => {
  it('copies an object one level deep, keeping nested objects shared', () => {
    const nested = { b: 1 };
    const value = { a: nested, s: 'x' };
    const copy = clone(value);
    expect(copy).toEqual(value);
    expect(copy).not.toBe(value);
    expect(copy.a).toBe(nested);
  });

  it('copies arrays and dates, keeps the prototype of an instance, and returns primitives as they are', () => {
    class Values {
      email = 'a@b.de';
    }
    const array = [1, { a: 1 }];
    expect(clone(array)).toEqual(array);
    expect(clone(array)).not.toBe(array);
    const date = new Date(5);
    expect(clone(date).getTime()).toBe(5);
    expect(clone(date)).not.toBe(date);
    const instance = clone(new Values());
    expect(instance).toBeInstanceOf(Values);
    expect(instance.email).toBe('a@b.de');
    for (const primitive of ['a', 1, true, null, undefined]) expect(clone(primitive)).toBe(primitive);
  });
});

describe('cloneDeep', () => {
  it('copies form state at every level', () => {
    const value = { email: 'a@b.de', consent: false, names: { first: 'Anna' }, tags: [{ id: 1 }], since: new Date(7) };
    const copy = cloneDeep(value);
    expect(copy).toEqual(value);
    expect(copy.names).not.toBe(value.names);
    expect(copy.tags[0]).not.toBe(value.tags[0]);
    expect(copy.since).not.toBe(value.since);
    expect(copy.since.getTime()).toBe(7);
    copy.names.first = 'Béla';
    expect(value.names.first).toBe('Anna');
  });

  it('returns undefined for no initial errors, so Formik uses its own empty object', () => {
    expect(cloneDeep(undefined)).toBeUndefined();
  });
});
