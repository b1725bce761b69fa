import { describe, expect, it, vi } from 'vitest';
import { kitLogger } from '../log/logger';
import { isExternalUrl, safeUrl } from './safeUrl';

describe('safeUrl', () => {
  it.each([
    'https://example.com/a',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:service@example.com',
    'tel:+49401234',
    '/contact',
    '/faq?category=payment&title=Bezahlung',
    'contact',
    './a',
    '../b',
    '?x=1',
    '#top',
    '//cdn.example.com/x',
  ])('keeps %s as a live link', (url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(safeUrl(url, 'test', kitLogger)).toBe(url);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'ftp://example.com',
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

  it('trims the URL it keeps', () => {
    expect(safeUrl('  /blog  ', 'test', kitLogger)).toBe('/blog');
  });
});

describe('isExternalUrl', () => {
  const page = 'https://shop.example';
  it('treats another origin as external', () => {
    expect(isExternalUrl('https://www.verbraucher-schlichter.de/', page)).toBe(true);
    expect(isExternalUrl('//cdn.example.com/x', page)).toBe(true);
  });
  it('treats the page origin and relative paths as internal', () => {
    expect(isExternalUrl('https://shop.example/impressum', page)).toBe(false);
    expect(isExternalUrl('/impressum', page)).toBe(false);
    expect(isExternalUrl('mailto:a@example.com', page)).toBe(false);
  });
});
