import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './cookies';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('readCookie', () => {
  it('reads a cookie by its exact name and decodes it', () => {
    document.cookie = 'loginToken=a%20b; path=/';
    document.cookie = 'xloginToken=other; path=/';
    expect(readCookie('loginToken')).toBe('a b');
    expect(readCookie('missing')).toBeUndefined();
  });

  it('finds a cookie wherever it stands in the page’s cookie string, blanks around it ignored', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('first=1;second=2 ;  third=3');
    expect([readCookie('first'), readCookie('second'), readCookie('third')]).toEqual(['1', '2', '3']);
  });

  it('takes a name only as a whole name before "="', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('token2=no; atoken=no; token=yes');
    expect(readCookie('token')).toBe('yes');
  });

  it('reads an empty value as empty', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('empty=; other=1');
    expect(readCookie('empty')).toBe('');
  });

  it('reads nothing where there is no page (a server rendering)', () => {
    vi.stubGlobal('document', undefined);
    expect(readCookie('loginToken')).toBeUndefined();
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
    ['two quotes', '""', ''],
    ['with a quote only at its start', '"abc', '"abc'],
    ['with a quote only at its end', 'abc"', 'abc"'],
  ])('reads a value %s as its value', (_label, written, value) => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue(`quoted=${written}`);
    expect(readCookie('quoted')).toBe(value);
  });
});

describe('writeCookie', () => {
  it('writes a percent-encoded cookie for the whole site', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    writeCookie('platform', 'phone; tablet=1');
    expect(written.mock.calls).toEqual([['platform=phone%3B%20tablet%3D1; path=/']]);
  });

  it('writes a cookie for the path given', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    writeCookie('preview', 'on', '/preview');
    expect(written.mock.calls).toEqual([['preview=on; path=/preview']]);
  });

  it('writes a value that reads back as written', () => {
    writeCookie('platform', 'a "b"; c');
    expect(readCookie('platform')).toBe('a "b"; c');
  });
});
