import { describe, expect, it } from 'vitest';
import { renderPart } from './test-support';
import { Promotion } from './Promotion';

describe('Promotion', () => {
  it('shows the text, its icon and its link', () => {
    const { root, getByText, getByRole } = renderPart(
      <Promotion promotion={{ text: 'Gratis Versand ab 30 €', icon: 'delivery', link: { url: '/versand', text: 'Mehr erfahren' } }} />,
    );
    expect(getByText('Gratis Versand ab 30 €').tagName).toBe('P');
    expect(getByRole('link', { name: 'Mehr erfahren' }).getAttribute('href')).toBe('/versand');
    expect(root.querySelector('.sf-banderole__icon')?.getAttribute('data-icon')).toBe('delivery');
  });

  it('shows only the text without icon and link', () => {
    const { root, getByText, queryByRole } = renderPart(<Promotion promotion={{ text: 'Heute: 10 % auf Kaffee' }} />);
    expect(getByText('Heute: 10 % auf Kaffee').tagName).toBe('P');
    expect(queryByRole('link')).toBeNull();
    expect(root.querySelector('svg')).toBeNull();
  });
});
