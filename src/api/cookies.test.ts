import { describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from './cookies';

describe('cookies', () => {
  it('reads a cookie by its exact name and decodes it', () => {
    document.cookie = 'loginToken=a%20b; path=/';
    document.cookie = 'xloginToken=other; path=/';
    expect(readCookie('loginToken')).toBe('a b');
    expect(readCookie('missing')).toBeUndefined();
  });

  it('returns a malformed percent-encoding raw instead of throwing', () => {
    document.cookie = 'broken=%E0%A4%A; path=/';
    expect(readCookie('broken')).toBe('%E0%A4%A');
  });

  it.each([
    ['in double quotes', '"eyJhbGciOi.payload.sig"', 'eyJhbGciOi.payload.sig'],
    ['percent-encoded', 'eyJhbGciOi%2Epayload%2Esig', 'eyJhbGciOi.payload.sig'],
    ['quoted and percent-encoded', '"a%3Db"', 'a=b'],
    ['a lone quote', '"', '"'],
  ])('reads a value %s as its value', (_label, written, value) => {
    document.cookie = `quoted=${written}; path=/`;
    expect(readCookie('quoted')).toBe(value);
  });

  it('writes a cookie for the whole site', () => {
    writeCookie('platform', 'phone');
    expect(readCookie('platform')).toBe('phone');
  });
});
