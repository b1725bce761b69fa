import { afterEach, describe, expect, it, vi } from 'vitest';
import { kitLogger } from '../../src/log/logger';
import { trackSignUp } from './tracking';

describe('trackSignUp', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('creates the data layer and pushes the sign_up event with origin:originAddition', () => {
    trackSignUp('SHOPPING_CART', 'cart-layer', kitLogger);
    expect(window.dataLayer).toEqual([
      { event: 'sign_up', subject: 'newsletter', type: 'ga4', emitter: 'newsletterservice', origin: 'SHOPPING_CART:cart-layer' },
    ]);
  });

  it('appends to an existing data layer and keeps the colon without an addition', () => {
    window.dataLayer = [{ event: 'page_view' }];
    trackSignUp('NEWSLETTER', '', kitLogger);
    expect(window.dataLayer).toEqual([{ event: 'page_view' }, expect.objectContaining({ event: 'sign_up', origin: 'NEWSLETTER:' })]);
  });

  it('logs instead of throwing when the page has a data layer that cannot be pushed to', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.dataLayer = 'broken';
    expect(() => trackSignUp('NEWSLETTER', '', kitLogger)).not.toThrow();
    expect(String(error.mock.calls[0][0])).toContain('[storefront-elements]');
  });
});
