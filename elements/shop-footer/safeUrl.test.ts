import { describe, expect, it, vi } from 'vitest';
import { kitLogger } from '../../src/log/logger';
import { isExternalUrl, safeUrl } from './safeUrl';

describe('safeUrl', () => {
  it.each([
    'https://example.com/a',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    '/contact',
    '/faq?category=payment&title=Bezahlung',
    'contact',
    './a',
    '../../src/b',
    '?x=1',
    '#top',
    '//cdn.example.com/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    'https:evil',
    // Entities are not decoded in an href set from script: a path on the page, not a scheme.
    'java&#x09;script:alert(1)',
  ])('keeps %s as a live link (it resolves to an http(s) address)', (url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(safeUrl(url, 'test', kitLogger)).toBe(url);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\u0001javascript:alert(1)',
    '\u00a0javascript:alert(1)',
    '\ufeffdata:text/html,<script>alert(1)</script>',
    '\u2028javascript:alert(1)',
    '\u3000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'ftp://example.com',
    'mailto:service@example.com',
    'tel:+49401234',
    'blob:https://example.com/uuid',
    'http://[not-an-ip',
  ])('refuses %j and logs where it was', (url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(safeUrl(url, 'legalLinks[2]', kitLogger)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toMatch(/\[storefront-elements\].*legalLinks\[2\].*rendered as text/);
  });

  it.each([undefined, null, '', '   ', 42, {}])('refuses a missing URL (%j)', (url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(safeUrl(url, 'seo', kitLogger)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('logs exactly where the URL is missing', () => {
    const log = { error: vi.fn(), warn: vi.fn() };
    safeUrl('  ', 'seo.columns[0][1]', log);
    expect(log.error.mock.calls).toEqual([['seo.columns[0][1]: missing URL; rendered as text.']]);
  });

  it('quotes a refused URL in the log, cut to its first 80 characters', () => {
    const log = { error: vi.fn(), warn: vi.fn() };
    const url = `javascript:${'a'.repeat(69)}/and-what-follows-is-left-out`;
    safeUrl(url, 'legalLinks[0]', log);
    expect(log.error.mock.calls).toEqual([
      [`legalLinks[0]: URL "javascript:${'a'.repeat(69)}" is not an http(s) address or a relative path; rendered as text.`],
    ]);
  });

  it('renders the string it checked, trimmed', () => {
    expect(safeUrl('  /blog  ', 'test', kitLogger)).toBe('/blog');
  });
});

describe('isExternalUrl (another origin once resolved against the page)', () => {
  it.each([
    'https://www.verbraucher-schlichter.de/',
    '//cdn.example.com/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    'https://other.example/',
  ])('%s is external', (url) => {
    expect(isExternalUrl(url)).toBe(true);
  });

  it('a value the URL parser refuses is no external link (and does not throw)', () => {
    expect(isExternalUrl('http://[not-an-ip')).toBe(false);
  });

  it.each(['/impressum', 'impressum', '?x=1', '#top'])('%s is internal', (url) => {
    expect(isExternalUrl(url)).toBe(false);
    expect(isExternalUrl(`${location.origin}/${url}`)).toBe(false);
  });
});
