import { describe, expect, it } from 'vitest';
import { isPhoneOrTablet } from './platform';
import { otherPlatform } from '../footer/rules';

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

describe('the footer view changer and the session keeper agree', () => {
  it('the value written when switching to the mobile view means a phone or tablet; the desktop one does not', () => {
    expect(isPhoneOrTablet(otherPlatform('CLASSIC'))).toBe(true);
    expect(isPhoneOrTablet(otherPlatform('phone'))).toBe(false);
  });
});
