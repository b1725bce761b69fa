import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWebAddress, joinPath, pageBase, pageOrigin, resolveUrl, webOrigin } from './urls';

describe('joinPath (an api or asset origin, then a path)', () => {
  it.each([
    ['https://api.example', 'service/a', 'https://api.example/service/a'],
    ['https://api.example/', 'service/a', 'https://api.example/service/a'],
    ['https://api.example//', 'service/a', 'https://api.example/service/a'],
    ['https://api.example', '/service/a', 'https://api.example/service/a'],
    ['https://api.example/', '//service/a', 'https://api.example/service/a'],
    ['https://cdn.example/shop/', 'logos/x.svg', 'https://cdn.example/shop/logos/x.svg'],
    // An attribute value as an editor typed it, blanks around.
    ['  https://api.example/  ', 'service/a', 'https://api.example/service/a'],
    ['', 'service/a', '/service/a'],
  ])('%j and %j give %j, with exactly one slash between them', (base, path, joined) => {
    expect(joinPath(base, path)).toBe(joined);
  });

  it('keeps the slashes inside the path', () => {
    expect(joinPath('https://api.example', 'a//b/')).toBe('https://api.example/a//b/');
  });
});

describe('resolveUrl and isWebAddress (as the browser reads an href in this page)', () => {
  it('resolves a relative path against the page', () => {
    expect(resolveUrl('/contact')?.href).toBe(`${location.origin}/contact`);
    expect(isWebAddress('/contact')).toBe(true);
  });

  it.each(['http://example.com', 'https://example.com/a'])('%s is a web address', (url) => {
    expect(isWebAddress(url)).toBe(true);
  });

  it.each(['javascript:alert(1)', 'mailto:a@example.com', 'ftp://example.com'])('%s is no web address', (url) => {
    expect(isWebAddress(url)).toBe(false);
  });

  it('gives null, not an exception, for a value the parser refuses', () => {
    expect(resolveUrl('http://[not-an-ip')).toBeNull();
    expect(isWebAddress('http://[not-an-ip')).toBe(false);
  });
});

describe('webOrigin (an absolute http(s) address only)', () => {
  it.each([
    ['https://api.example/path?q=1', 'https://api.example'],
    ['http://api.example:8080/', 'http://api.example:8080'],
    ['HTTPS://API.EXAMPLE', 'https://api.example'],
  ])('%s has the origin %s', (value, origin) => {
    expect(webOrigin(value)).toBe(origin);
  });

  it.each(['/relative', 'api.example', 'ftp://api.example', 'javascript:alert(1)', 'http://[not-an-ip', ''])(
    '%j has none (null)',
    (value) => {
      expect(webOrigin(value)).toBeNull();
    },
  );
});

describe('without a page (markup rendered on a server)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves against a placeholder origin, so a relative path stays on whatever page the markup goes into', () => {
    vi.stubGlobal('document', undefined);
    vi.stubGlobal('location', undefined);
    expect(pageBase()).toBe('https://page.invalid/');
    expect(pageOrigin()).toBe('https://page.invalid');
    expect(resolveUrl('/contact')?.href).toBe('https://page.invalid/contact');
  });

  it('takes no global origin for the page where there is no document (the Workers runtime says "null")', () => {
    vi.stubGlobal('document', undefined);
    vi.stubGlobal('location', undefined);
    vi.stubGlobal('origin', 'null');
    expect(pageOrigin()).toBe('https://page.invalid');
  });
});
