import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountrySwitcher } from './CountrySwitcher';
import { renderPart } from './test-support';

function open(options?: Parameters<typeof renderPart>[1]) {
  const view = renderPart(<CountrySwitcher />, options);
  const button = view.getByRole('button');
  fireEvent.click(button);
  return { ...view, button };
}

describe('CountrySwitcher', () => {
  it('is a closed button named by its label and the current country', () => {
    const { getByRole, queryAllByRole } = renderPart(<CountrySwitcher />);
    expect(getByRole('button', { name: 'Land wählen Deutschland' }).getAttribute('aria-expanded')).toBe('false');
    expect(queryAllByRole('link')).toEqual([]);
  });

  it('opens the list of every country shop, sorted as German sorts, the current one marked', () => {
    const { button, getAllByRole } = open();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const links = getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Česko', 'https://cz.storefront.example/'],
      ['Deutschland', 'https://de.storefront.example/'],
      ['Magyarország', 'https://hu.storefront.example/'],
      ['Österreich', 'https://at.storefront.example/'],
      ['Polska', 'https://pl.storefront.example/'],
      ['Schweiz (Deutsch)', 'https://ch.storefront.example/de/'],
      ['Slovensko', 'https://sk.storefront.example/'],
      ['Suisse (français)', 'https://ch.storefront.example/fr/'],
      ['Türkiye', 'https://tr.storefront.example/'],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'true').map((link) => link.textContent)).toEqual(['Deutschland']);
    expect([links[0].getAttribute('lang'), links[0].getAttribute('hreflang')]).toEqual(['cs-CZ', 'cs-CZ']);
  });

  it("marks the element's site and speaks its language", () => {
    const { button, getByRole } = open({ site: 'CZ', locale: 'cs-CZ' });
    expect(button.textContent).toBe('Česko');
    expect(getByRole('button', { name: 'Vyberte zemi Česko' })).toBe(button);
    expect(getByRole('link', { current: true }).textContent).toBe('Česko');
  });

  it('closes on Escape and gives the focus back to the button', () => {
    const { button, root, getByRole, queryAllByRole } = open();
    const link = getByRole('link', { name: 'Polska' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(queryAllByRole('link')).toEqual([]);
    expect(root.activeElement).toBe(button);
  });

  it('stays open while the focus moves inside, and closes when it leaves', () => {
    const { button, getByRole } = open();
    fireEvent.blur(button, { relatedTarget: getByRole('link', { name: 'Polska' }) });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const outside = document.createElement('button');
    document.body.append(outside);
    fireEvent.blur(getByRole('link', { name: 'Polska' }), { relatedTarget: outside });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    outside.remove();
  });
});
