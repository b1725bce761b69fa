import { describe, expect, it, vi } from 'vitest';
import { renderInShadow } from '../../test-support/render';
import { FLAGS } from './flags';
import { Icon, ICON_NAMES, isIconName, type IconName } from './Icon';

const svgOf = (root: ShadowRoot) => root.querySelector('svg');

describe('Icon', () => {
  it('is 16 px, decorative and painted in the text colour by default', () => {
    const { root } = renderInShadow(<Icon name="coffee" />);
    const svg = svgOf(root)!;
    expect(svg.getAttribute('width')).toBe('16');
    expect(svg.getAttribute('height')).toBe('16');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('role')).toBeNull();
    expect(svg.querySelector('path')?.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('style')).toBeNull();
  });

  it.each([12, 16, 24] as const)('renders size %i', (size) => {
    const { root } = renderInShadow(<Icon name="check" size={size} />);
    expect(svgOf(root)!.getAttribute('width')).toBe(String(size));
  });

  it('logs an invalid size and falls back to 16', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { root } = renderInShadow(<Icon name="check" size={20 as 16} />);
    expect(svgOf(root)!.getAttribute('width')).toBe('16');
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/\[storefront-elements\].*icon size "20"/));
  });

  it('scales to 1em with the scale flag', () => {
    const { root } = renderInShadow(<Icon name="check" scale size={24} />);
    expect(svgOf(root)!.getAttribute('width')).toBe('1em');
    expect(svgOf(root)!.classList.contains('sf-icon--scale')).toBe(true);
  });

  it('renders nothing and logs for an unknown name', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { root } = renderInShadow(<Icon name={'teapot' as IconName} />);
    expect(svgOf(root)).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/\[storefront-elements\].*"teapot"/));
  });

  it('is an image named by its label when labelled', () => {
    const { getByRole } = renderInShadow(<Icon name="warning" label="Warnung" />);
    const image = getByRole('img', { name: 'Warnung' });
    expect(image.getAttribute('aria-hidden')).toBeNull();
  });

  it('shows its own colour with currentColor off', () => {
    const { root } = renderInShadow(<Icon name="facebook" currentColor={false} />);
    expect(svgOf(root)!.style.color).toBe('#1877f2');
    const plain = renderInShadow(<Icon name="bag" currentColor={false} />);
    expect(svgOf(plain.root)!.style.color).toBe('var(--_sf-color-primary)');
  });

  it('paints flags in their own colours, whatever currentColor says', () => {
    const { root } = renderInShadow(<Icon name="flag-de" />);
    const fills = [...svgOf(root)!.querySelectorAll('path')].map((path) => path.getAttribute('fill'));
    expect(fills).toEqual(expect.arrayContaining(['#000000', '#dd0000', '#ffce00']));
    expect(fills).not.toContain('currentColor');
  });

  it('knows every icon of the set, the ten flags included, and each draws something', () => {
    const flags = ['flag-at', 'flag-ch', 'flag-cz', 'flag-de', 'flag-eu', 'flag-hu', 'flag-pl', 'flag-si', 'flag-sk', 'flag-tr'];
    const required = [
      'coffee',
      'coffee-subscription',
      'loyalty-beans',
      'coffee-stamps',
      'card',
      'payment',
      'wishlist',
      'bag',
      'receipt',
      'barcode',
      'assortment',
      'kitchen',
      'living-furniture',
      'sport-hobby',
      'kids',
      'men',
      'women',
      'sale',
      'sustainability',
      'community',
      'service-help',
      'discount-shop',
      'birthday',
      'mobile-app',
      'link-up',
      'arrow-right',
      'chevron-down',
      'chevron-up',
      'close',
      'check',
      'warning',
      'info',
      'error',
      'success',
      'eye',
      'eye-off',
      'delivery',
      'store-pickup',
      'returns',
      'contact',
      'mail',
      'phone',
      'calendar',
      'clock',
      'globe',
      'external',
      'facebook',
      'instagram',
      'youtube',
      'pinterest',
      'tiktok',
      'x',
      'linkedin',
      'apple',
      'google-play',
      ...flags,
    ];
    expect([...ICON_NAMES].sort()).toEqual([...required].sort());
    expect(Object.keys(FLAGS).sort()).toEqual(flags);
    for (const name of ICON_NAMES) {
      const { root, unmount } = renderInShadow(<Icon name={name} />);
      const drawn = [...root.querySelectorAll('path')].map((path) => path.getAttribute('d') ?? '');
      expect(
        drawn.some((d) => /^M[\d.-]/.test(d)),
        name,
      ).toBe(true);
      unmount();
    }
  });

  it('guards icon names', () => {
    expect(isIconName('coffee')).toBe(true);
    expect(isIconName('flag-tr')).toBe(true);
    expect(isIconName('toString')).toBe(false);
    expect(isIconName(42)).toBe(false);
  });
});
