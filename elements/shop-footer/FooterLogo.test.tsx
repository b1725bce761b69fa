import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FooterLogo } from './FooterLogo';
import { renderPart } from './test-support';

const VISA = 'https://assets.example/service/footer/footer-images/logos/visa.svg';

describe('FooterLogo', () => {
  it('is a lazily loaded image named by its label, at the given size', () => {
    const { getByRole } = renderPart(<FooterLogo src={VISA} label="Visa" width={64} height={40} />);
    const image = getByRole('img', { name: 'Visa' });
    expect(image.getAttribute('src')).toBe('https://assets.example/service/footer/footer-images/logos/visa.svg');
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual(['64', '40', 'lazy']);
  });

  it('shows its label as text and logs when the image fails to load', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { host, getByRole, queryByRole, getByText } = renderPart(<FooterLogo src={VISA} label="Visa" width={64} height={40} />);
    const reported: unknown[] = [];
    host.addEventListener('storefront-error', (event) => reported.push((event as CustomEvent).detail));
    fireEvent.error(getByRole('img', { name: 'Visa' }));
    expect(queryByRole('img')).toBeNull();
    expect(getByText('Visa').className).toBe('ft-logo-badge');
    expect(error).toHaveBeenCalledExactlyOnceWith(
      '[storefront-elements] <shop-footer>: logo failed to load: https://assets.example/service/footer/footer-images/logos/visa.svg',
    );
    expect(reported).toEqual([
      { element: 'shop-footer', message: 'logo failed to load: https://assets.example/service/footer/footer-images/logos/visa.svg' },
    ]);
  });

  it('tries again when the address changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { getByRole, rerender } = renderPart(<FooterLogo src={VISA} label="Visa" width={64} height={40} />);
    fireEvent.error(getByRole('img', { name: 'Visa' }));
    rerender(<FooterLogo src="https://cdn.example/service/footer/footer-images/logos/visa.svg" label="Visa" width={64} height={40} />);
    expect(getByRole('img', { name: 'Visa' }).getAttribute('src')).toBe('https://cdn.example/service/footer/footer-images/logos/visa.svg');
  });
});
