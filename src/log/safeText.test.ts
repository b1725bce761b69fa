import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { createLogger } from './logger';
import { describeSafely, safeText } from './safeText';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbm5hIn0.c2lnbmF0dXJl';

afterEach(() => {
  document.body.replaceChildren();
});

describe('what the kit logs', () => {
  it.each([
    ['an e-mail address', 'sign-up failed for anna.maria+news@example.com today', 'sign-up failed for [redacted] today'],
    ['a token', `Cookie loginToken ${JWT} is not valid`, 'Cookie loginToken [redacted] is not valid'],
    [
      'a subscriber token in a URL',
      'Request to https://shop.example/service/newsletter/api/internal/newsletter-subscribers/s3cr3t-T0ken/doi failed with status 500',
      'Request to https://shop.example/service/newsletter/api/internal/newsletter-subscribers/[redacted]/doi failed with status 500',
    ],
    [
      'personal query parameters',
      'GET /x?email=a%40b.de&firstName=Anna&page=2&subscriberToken=abc failed',
      'GET /x?email=[redacted]&firstName=[redacted]&page=2&subscriberToken=[redacted] failed',
    ],
  ])('redacts %s', (_what, text, logged) => {
    expect(safeText(text)).toBe(logged);
  });

  it("redacts the visitor's cookie values wherever they appear", () => {
    document.cookie = 'XSRF-TOKEN=csrf-value-123; path=/';
    document.cookie = 'previewAuthToken=staff-secret; path=/';
    expect(safeText('header X-XSRF-TOKEN csrf-value-123 and staff-secret were refused')).toBe(
      'header X-XSRF-TOKEN [redacted] and [redacted] were refused',
    );
  });

  it('redacts the values of personal and secret keys in answers', () => {
    const answer = { email: 'anna@example.com', firstName: 'Anna', lastName: 'Łąka', salutation: 'MRS', status: 400, token: 'abc' };
    expect(describeSafely(answer)).toBe(
      '{"email":"[redacted]","firstName":"[redacted]","lastName":"[redacted]","salutation":"[redacted]","status":400,"token":"[redacted]"}',
    );
  });

  it('quotes at most a few hundred characters of a 5 MB answer', () => {
    const huge = 'x'.repeat(5 * 1024 * 1024);
    expect(describeSafely(huge)).toBe(`${'x'.repeat(500)}… (cut from ${huge.length} characters)`);
    expect(describeSafely({ message: huge }).length).toBeLessThanOrEqual(540);
  });

  it.each([
    [
      'a failed call, with the service’s answer cut to 300 characters',
      new ApiError(400, { type: 'urn:x', detail: 'd'.repeat(400), email: 'anna@example.com' }, '/service/x'),
      `Request to /service/x failed with status 400: {"type":"urn:x","detail":"${'d'.repeat(274)}… (cut from 449 characters)`,
    ],
    ['another error', new TypeError('Failed to fetch'), 'TypeError: Failed to fetch'],
    ['an odd enumeration value', { toString: 1 }, '{"toString":1}'],
    ['a string as it is', 'FOOTER', 'FOOTER'],
  ])('puts %s into a log line in one way', (_what, value, logged) => {
    expect(describeSafely(value)).toBe(logged);
  });

  it('describes anything without throwing: deep nesting, a revoked Proxy, a throwing getter', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 200_000; level += 1) deep = { inner: deep };
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const throwing = Object.defineProperty({}, 'status', {
      enumerable: true,
      get() {
        throw new Error('getter');
      },
    });
    expect(describeSafely(deep)).toBe('{"inner":{"inner":{"inner":{"inner":{…}}}}}');
    expect(describeSafely(proxy)).toBe('a value that cannot be described');
    expect(describeSafely(throwing)).toBe('a value that cannot be described');
  });

  it('logs and dispatches only the safe text', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const details: unknown[] = [];
    const host = document.createElement('nl-signup');
    document.body.append(host);
    host.addEventListener('storefront-error', (event) => details.push((event as CustomEvent).detail));
    createLogger(host).error('sign-up failed for anna@example.com:', { email: 'anna@example.com', detail: 'y'.repeat(10_000) });
    const logged = `sign-up failed for [redacted]: {"email":"[redacted]","detail":"${'y'.repeat(468)}… (cut from 534 characters)`;
    expect(error.mock.calls[0]?.join(' ')).toBe(`[storefront-elements] <nl-signup>: ${logged}`);
    expect(details).toEqual([{ element: 'nl-signup', message: logged }]);
  });
});
