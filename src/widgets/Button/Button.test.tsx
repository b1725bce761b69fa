import { act, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShadow } from '../../test-support/render';
import { Button, BUTTON_VARIANTS } from './Button';

afterEach(() => {
  vi.useRealTimers();
});

describe('Button', () => {
  it('is a primary-fill button of type button by default and calls onClick', () => {
    const onClick = vi.fn();
    const { getByRole } = renderInShadow(<Button onClick={onClick}>Anmelden</Button>);
    const button = getByRole('button', { name: 'Anmelden' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('sf-button--primary-fill');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(BUTTON_VARIANTS)('renders the %s variant', (variant) => {
    const { getByRole } = renderInShadow(<Button variant={variant}>Los</Button>);
    expect(getByRole('button').className).toContain(`sf-button--${variant}`);
  });

  it('logs an invalid variant and falls back to primary-fill', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { getByRole } = renderInShadow(<Button variant={'neon' as 'text'}>Los</Button>);
    expect(getByRole('button').className).toContain('sf-button--primary-fill');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"neon"'));
  });

  it('while loading is busy, shows a spinner, keeps its name and ignores clicks', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const { getByRole, root } = renderInShadow(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" loading onClick={onClick}>
          Absenden
        </Button>
      </form>,
    );
    const button = getByRole('button', { name: /Absenden/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).toContain('Wird geladen');
    expect(root.querySelector('.sf-button__spinner')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(root.querySelector('.sf-ripple')).toBeNull();
  });

  it('when disabled is an inert native button, also when asked to be a link', () => {
    const onClick = vi.fn();
    const { getByRole, queryByRole } = renderInShadow(
      <Button tag="a" href="/cart" disabled onClick={onClick}>
        Zum Warenkorb
      </Button>,
    );
    const button = getByRole('button', { name: 'Zum Warenkorb' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(queryByRole('link')).toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders as a link with tag a and an href', () => {
    const { getByRole } = renderInShadow(
      <Button tag="a" href="/cart" appendIcon="arrow-right">
        Zum Warenkorb
      </Button>,
    );
    expect(getByRole('link', { name: 'Zum Warenkorb' }).getAttribute('href')).toBe('/cart');
  });

  it('shows prepend and append icons and can take the full width', () => {
    const { getByRole } = renderInShadow(
      <Button prependIcon="bag" appendIcon="arrow-right" fullWidth>
        Kaufen
      </Button>,
    );
    const button = getByRole('button', { name: 'Kaufen' });
    expect([...button.querySelectorAll('svg')].map((svg) => svg.dataset.icon)).toEqual(['bag', 'arrow-right']);
    expect(button.className).toContain('sf-button--full');
  });

  it('shows a ripple at the click point that stays at least 250 ms and is then removed', () => {
    vi.useFakeTimers();
    const { getByRole, root } = renderInShadow(<Button>Los</Button>);
    const button = getByRole('button');
    fireEvent.click(button, { clientX: 10, clientY: 5, detail: 1 });
    const ripple = root.querySelector<HTMLElement>('.sf-ripple');
    expect(ripple).not.toBeNull();
    expect(ripple!.getAttribute('aria-hidden')).toBe('true');
    act(() => vi.advanceTimersByTime(249));
    expect(root.querySelector('.sf-ripple')).not.toBeNull();
    act(() => vi.runOnlyPendingTimers());
    expect(root.querySelector('.sf-ripple')).toBeNull();
  });
});
