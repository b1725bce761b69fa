import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShadow } from '../../test-support/render';
import { TextLink, TEXT_LINK_VARIANTS } from './TextLink';

describe('TextLink', () => {
  it('is a medium primary button with the link-up icon appended by default', () => {
    const onClick = vi.fn();
    const { getByRole } = renderInShadow(<TextLink onClick={onClick}>Mehr erfahren</TextLink>);
    const button = getByRole('button', { name: 'Mehr erfahren' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('sf-link--primary');
    expect(button.className).toContain('sf-link--medium');
    expect(button.lastElementChild?.getAttribute('data-icon')).toBe('link-up');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a link when it has an href', () => {
    const { getByRole } = renderInShadow(<TextLink href="/privacy">Datenschutz</TextLink>);
    const link = getByRole('link', { name: 'Datenschutz' });
    expect(link.getAttribute('href')).toBe('/privacy');
    expect(link.getAttribute('rel')).toBeNull();
  });

  it('prepends the icon, takes another one or none', () => {
    const { getByRole, rerender } = renderInShadow(
      <TextLink icon="arrow-right" iconPosition="prepend">
        Weiter
      </TextLink>,
    );
    expect(getByRole('button').firstElementChild?.getAttribute('data-icon')).toBe('arrow-right');
    rerender(<TextLink icon={null}>Weiter</TextLink>);
    expect(getByRole('button').querySelector('svg')).toBeNull();
  });

  it.each(TEXT_LINK_VARIANTS)('renders the %s variant', (variant) => {
    const { getByRole } = renderInShadow(
      <TextLink variant={variant} size="small">
        Link
      </TextLink>,
    );
    expect(getByRole('button').className).toContain(`sf-link--${variant}`);
    expect(getByRole('button').className).toContain('sf-link--small');
  });

  it('when disabled is an inert button, not a link', () => {
    const onClick = vi.fn();
    const { getByRole, queryByRole } = renderInShadow(
      <TextLink href="/privacy" disabled onClick={onClick}>
        Datenschutz
      </TextLink>,
    );
    const button = getByRole('button', { name: 'Datenschutz' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(queryByRole('link')).toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('opens a new tab without opener or referrer and says so to screen readers', () => {
    const { getByRole } = renderInShadow(
      <TextLink href="https://example.com" target="_blank">
        Partner
      </TextLink>,
    );
    const link = getByRole('link', { name: /Partner/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('öffnet in neuem Tab');
  });

  it('keeps an explicit rel', () => {
    const { getByRole } = renderInShadow(
      <TextLink href="https://example.com" target="_blank" rel="noopener">
        Partner
      </TextLink>,
    );
    expect(getByRole('link').getAttribute('rel')).toBe('noopener');
  });

  it('logs an invalid variant and falls back to primary', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { getByRole } = renderInShadow(<TextLink variant={'loud' as 'primary'}>Link</TextLink>);
    expect(getByRole('button').className).toContain('sf-link--primary');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"loud"'));
  });
});
