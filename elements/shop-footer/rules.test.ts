import { describe, expect, it } from 'vitest';
import { isPhoneOrTablet } from '../../src/api/platform';
import { invalidAttributeMessage, parseAttribute } from '../../src/element/attributes';
import { hidesNewsletter, isReduced, otherPlatform, visibleGroups, visibleLinks } from './rules';
import { shopFooterDeclaration } from './shop-footer.declaration';
import type { TeaserGroup } from './types';

const group = (text: string, hideGroupInCheckout = false): TeaserGroup => ({
  heading: { link: { url: `/${text}`, text } },
  hideGroupInCheckout,
  links: [{ link: { url: '/a', text: 'A' } }, { link: { url: '/overview', text: 'Overview' }, hideInClassic: true }],
});

describe('footer rules', () => {
  const spec = shopFooterDeclaration.attributes.platform;
  const platform = (text: string | null) => parseAttribute(spec, text);

  it.each([
    [null, 'CLASSIC'],
    ['', 'CLASSIC'],
    ['TABLET', 'TABLET'],
    ['Phone', 'phone'],
    ['classic', 'CLASSIC'],
    [' tablet ', 'TABLET'],
  ])('reads the platform %j, in any case and with blanks around it, as %s', (text, expected) => {
    expect(platform(text)).toEqual({ value: expected });
  });

  it('reads an unknown platform as CLASSIC, with the error naming it, the values allowed and the one used', () => {
    expect(platform(' desktop ')).toEqual({ value: 'CLASSIC', invalid: true });
    expect(invalidAttributeMessage('shop-footer', 'platform', spec, ' desktop ')).toBe(
      'Invalid shop-footer platform " desktop ". Allowed: CLASSIC, TABLET, phone. Using "CLASSIC".',
    );
  });

  it('is reduced by the attribute', () => {
    expect(isReduced(true)).toBe(true);
    expect(isReduced(false)).toBe(false);
    expect(isReduced(undefined)).toBe(false);
  });

  it('is reduced by a non-empty affiliateNumber cookie', () => {
    document.cookie = 'affiliateNumber=; path=/';
    expect(isReduced(false)).toBe(false);
    // A blank value (percent-encoded spaces) names no affiliate.
    document.cookie = 'affiliateNumber=%20%20; path=/';
    expect(isReduced(false)).toBe(false);
    document.cookie = 'affiliateNumber=4711; path=/';
    expect(isReduced(false)).toBe(true);
  });

  it('is reduced by the cookie newApp=true only', () => {
    document.cookie = 'newApp=false; path=/';
    expect(isReduced(false)).toBe(false);
    document.cookie = 'newApp=true; path=/';
    expect(isReduced(false)).toBe(true);
    document.cookie = 'newApp=%20TRUE%20; path=/';
    expect(isReduced(false)).toBe(true);
  });

  it('leaves out groups flagged hideGroupInCheckout in checkout only', () => {
    const groups = [group('payment'), group('loyalty', true), group('contact')];
    expect(visibleGroups(groups, false).map((g) => g.heading.link.text)).toEqual(['payment', 'loyalty', 'contact']);
    expect(visibleGroups(groups, true).map((g) => g.heading.link.text)).toEqual(['payment', 'contact']);
  });

  it('shows the overview link (hideInClassic) only outside CLASSIC', () => {
    const { links } = group('contact');
    expect(visibleLinks(links, 'CLASSIC').map((l) => l.link.text)).toEqual(['A']);
    expect(visibleLinks(links, 'TABLET').map((l) => l.link.text)).toEqual(['A', 'Overview']);
    expect(visibleLinks(links, 'phone').map((l) => l.link.text)).toEqual(['A', 'Overview']);
  });

  it('hides the newsletter block for WAITING_FOR_DOI and SUBSCRIBED', () => {
    expect(hidesNewsletter(undefined)).toBe(false);
    expect(hidesNewsletter('WAITING_FOR_DOI')).toBe(true);
    expect(hidesNewsletter('SUBSCRIBED')).toBe(true);
  });

  it('switches to phone from CLASSIC and to CLASSIC from anything else', () => {
    expect(otherPlatform('CLASSIC')).toBe('phone');
    expect(otherPlatform('TABLET')).toBe('CLASSIC');
    expect(otherPlatform('phone')).toBe('CLASSIC');
  });
});

describe('the footer view changer and the session keeper agree', () => {
  it('the value written when switching to the mobile view means a phone or tablet; the desktop one does not', () => {
    expect(isPhoneOrTablet(otherPlatform('CLASSIC'))).toBe(true);
    expect(isPhoneOrTablet(otherPlatform('phone'))).toBe(false);
  });
});
