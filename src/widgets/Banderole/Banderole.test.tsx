import { describe, expect, it, vi } from 'vitest';
import { renderInShadow } from '../../test-support/render';
import { Banderole, BANDEROLE_VARIANTS } from './Banderole';

describe('Banderole', () => {
  it('shows its text in the default variant without icon or link', () => {
    const { root, queryByRole, queryAllByText } = renderInShadow(<Banderole text="Gratis Versand ab 30 €" />);
    expect(queryAllByText('Gratis Versand ab 30 €')).toHaveLength(1);
    expect(root.querySelector('.sf-banderole')!.className).toContain('sf-banderole--default');
    expect(root.querySelector('svg')).toBeNull();
    expect(queryByRole('link')).toBeNull();
  });

  it('shows an icon and a link', () => {
    const { root, getByRole } = renderInShadow(<Banderole text="Neu" icon="coffee" link={{ href: '/kaffee', text: 'Jetzt entdecken' }} />);
    expect(root.querySelector('.sf-banderole__icon')?.getAttribute('data-icon')).toBe('coffee');
    expect(getByRole('link', { name: 'Jetzt entdecken' }).getAttribute('href')).toBe('/kaffee');
  });

  it.each(BANDEROLE_VARIANTS)('renders the %s variant', (variant) => {
    const { root } = renderInShadow(<Banderole variant={variant} text="Hinweis" link={{ href: '/', text: 'Mehr' }} />);
    expect(root.querySelector('.sf-banderole')!.className).toContain(`sf-banderole--${variant}`);
  });

  it('uses an inverted link on the dark strip', () => {
    const { getByRole } = renderInShadow(<Banderole variant="dark" text="Hinweis" link={{ href: '/', text: 'Mehr' }} />);
    expect(getByRole('link').className).toContain('sf-link--inverted');
  });

  it('logs an invalid variant and falls back to default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { root } = renderInShadow(<Banderole variant={'rainbow' as 'dark'} text="Hinweis" />);
    expect(root.querySelector('.sf-banderole')!.className).toContain('sf-banderole--default');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"rainbow"'));
  });
});
