import { describe, expect, it } from 'vitest';
import { isPhoneOrTablet } from './platform';

describe('platform cookie vocabulary', () => {
  it.each(['phone', 'PHONE', 'Phone', 'smartphone', 'SMARTPHONE', 'tablet', 'TABLET', ' tablet '])(
    '%s means a phone or tablet',
    (value) => {
      expect(isPhoneOrTablet(value)).toBe(true);
    },
  );

  it.each(['CLASSIC', 'classic', '', 'desktop', 'phones', undefined])('%s does not', (value) => {
    expect(isPhoneOrTablet(value)).toBe(false);
  });
});
