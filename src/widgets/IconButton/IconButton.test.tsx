import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShadow } from '../../test-support/render';
import { IconButton, ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, large and primary-default by default', () => {
    const onClick = vi.fn();
    const { getByRole } = renderInShadow(<IconButton icon="close" label="Schließen" onClick={onClick} />);
    const button = getByRole('button', { name: 'Schließen' });
    expect(button.className).toContain('sf-icon-button--large');
    expect(button.className).toContain('sf-icon-button--primary-default');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.querySelector('svg')?.getAttribute('width')).toBe('24');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(ICON_BUTTON_SIZES)('renders the %s size', (size) => {
    const { getByRole } = renderInShadow(<IconButton icon="mail" label="E-Mail" size={size} />);
    expect(getByRole('button').className).toContain(`sf-icon-button--${size}`);
  });

  it.each(ICON_BUTTON_VARIANTS)('renders the %s variant', (variant) => {
    const { getByRole } = renderInShadow(<IconButton icon="mail" label="E-Mail" variant={variant} />);
    expect(getByRole('button').className).toContain(`sf-icon-button--${variant}`);
  });

  it('is inert when disabled and a named link with tag a', () => {
    const onClick = vi.fn();
    const { getByRole, rerender } = renderInShadow(<IconButton icon="mail" label="E-Mail" disabled onClick={onClick} />);
    fireEvent.click(getByRole('button', { name: 'E-Mail' }));
    expect(onClick).not.toHaveBeenCalled();
    rerender(<IconButton icon="facebook" label="Facebook" tag="a" href="https://facebook.com" />);
    expect(getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('https://facebook.com');
  });

  it('logs an invalid size and falls back to large', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { getByRole } = renderInShadow(<IconButton icon="mail" label="E-Mail" size={'huge' as 'large'} />);
    expect(getByRole('button').className).toContain('sf-icon-button--large');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"huge"'));
  });
});
