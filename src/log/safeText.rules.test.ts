import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeSafely, safeText } from './safeText';

afterEach(() => {
  // A cookie without "=" is one without a name; the test set-up clears only named ones.
  document.cookie = 'loginToken; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the length of a logged line', () => {
  it('keeps a text of exactly 500 characters whole', () => {
    expect(safeText('x'.repeat(500))).toBe('x'.repeat(500));
  });

  it.each([501, 600, 1000, 1001])('cuts a text of %i characters to 500, saying how long it was', (length) => {
    expect(safeText('x'.repeat(length))).toBe(`${'x'.repeat(500)}… (cut from ${length} characters)`);
  });

  it('cuts to the limit it is given', () => {
    expect(safeText('abcdef', 3)).toBe('abc… (cut from 6 characters)');
    expect(safeText('abc', 3)).toBe('abc');
  });

  it('keeps a text of up to 1,000 characters whole when redaction makes it short enough', () => {
    const text = `token eyJ${'a'.repeat(494)}.${'b'.repeat(496)}`;
    expect(text).toHaveLength(1000);
    expect(safeText(text)).toBe('token [redacted]');
  });

  it('says a longer text was cut even when its redacted start is short: the rest was never looked at', () => {
    const text = `token eyJ${'a'.repeat(494)}.${'b'.repeat(497)}`;
    expect(safeText(text)).toBe('token [redacted]… (cut from 1001 characters)');
  });
});

describe("the visitor's secret cookies in a logged line", () => {
  it('redacts the value of each secret cookie, but no other cookie', () => {
    document.cookie = 'loginToken=login-value; path=/';
    document.cookie = 'longTermToken=long-value; path=/';
    document.cookie = 'previewLoginToken=preview-login; path=/';
    document.cookie = 'page=checkout-step; path=/';
    expect(safeText('login-value long-value preview-login checkout-step')).toBe('[redacted] [redacted] [redacted] checkout-step');
  });

  it('redacts a value as written and as decoded', () => {
    document.cookie = 'loginToken=a%20b%20c%20d; path=/';
    expect(safeText('raw a%20b%20c%20d, decoded a b c d')).toBe('raw [redacted], decoded [redacted]');
  });

  it('redacts a value that is no valid percent-encoding as written', () => {
    document.cookie = 'longTermToken=%E0%A4%Azz; path=/';
    expect(safeText('value %E0%A4%Azz refused')).toBe('value [redacted] refused');
  });

  it('leaves values under 4 characters alone: they would redact ordinary words', () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    expect(safeText('abcd')).toBe('abcd');
    document.cookie = 'XSRF-TOKEN=abcd; path=/';
    expect(safeText('abcde')).toBe('[redacted]e');
  });

  it('still redacts when the page also has a cookie without a value', () => {
    document.cookie = 'loginToken';
    document.cookie = 'XSRF-TOKEN=csrf-value-123; path=/';
    expect(safeText('csrf-value-123 and loginToken')).toBe('[redacted] and loginToken');
  });

  it('still redacts the rest when the cookies cannot be read (a sandboxed frame)', () => {
    const cookie = vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('The document is sandboxed.', 'SecurityError');
    });
    try {
      expect(safeText('sign-up failed for anna@example.com')).toBe('sign-up failed for [redacted]');
    } finally {
      // Before the test set-up's clean-up, which reads the cookies.
      cookie.mockRestore();
    }
  });
});

describe('personal data and secrets in a logged line', () => {
  it.each([
    ['a token without its signature', 'token eyJhbGciOiJub25lIn0.eyJzdWIiOiJhIn0 expired', 'token [redacted] expired'],
    ['a one-letter address', 'for a@b.de', 'for [redacted]'],
    ['a query key that holds "mail" inside', '/x?newsletterEmail=a%40b.de&page=2', '/x?newsletterEmail=[redacted]&page=2'],
    ['a parameter after a semicolon', '/x?page=2;session=ABC123&view=full', '/x?page=2;session=[redacted]&view=full'],
  ])('redacts %s', (_what, text, logged) => {
    expect(safeText(text)).toBe(logged);
  });
});

describe('the sketch of a value', () => {
  it.each([
    [undefined, 'undefined'],
    [null, 'null'],
    [42, '42'],
    [false, 'false'],
    [() => 1, 'function'],
    [Symbol('x'), 'symbol'],
    [10n, 'bigint'],
  ])('writes %s as %s', (value, logged) => {
    expect(describeSafely(value)).toBe(logged);
  });

  it('writes an object with each kind of value', () => {
    const value = { ok: true, count: 0, missing: undefined, nothing: null, text: 'a', f: () => 1, list: [1, 'b', [false]] };
    expect(describeSafely(value)).toBe(
      '{"ok":true,"count":0,"missing":undefined,"nothing":null,"text":"a","f":function,"list":[1,"b",[false]]}',
    );
  });

  it('quotes at most 500 characters of a string inside a value', () => {
    expect(describeSafely({ detail: 'y'.repeat(600) }, 1000)).toBe(`{"detail":"${'y'.repeat(500)}"}`);
  });

  it('writes at most 20 entries of an array, and marks the rest', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => index);
    expect(describeSafely(twenty)).toBe(`[${twenty.join(',')}]`);
    expect(describeSafely([...twenty, 20, 21])).toBe(`[${twenty.join(',')},…]`);
    expect(describeSafely([])).toBe('[]');
  });

  it('writes at most 20 keys of an object, and marks the rest', () => {
    const entries = (count: number) => Array.from({ length: count }, (_, index) => [`k${index}`, index]);
    const written = entries(20)
      .map(([key, value]) => `"${key}":${value}`)
      .join(',');
    expect(describeSafely(Object.fromEntries(entries(20)))).toBe(`{${written}}`);
    expect(describeSafely(Object.fromEntries(entries(21)))).toBe(`{${written},…}`);
    expect(describeSafely({})).toBe('{}');
  });

  it('writes four levels and marks what is deeper', () => {
    expect(describeSafely([[[['x']]]])).toBe('[[[["x"]]]]');
    expect(describeSafely([[[[['x']]]]])).toBe('[[[[[…]]]]]');
    expect(describeSafely([[[[{ a: 1 }]]]])).toBe('[[[[{…}]]]]');
  });
});
