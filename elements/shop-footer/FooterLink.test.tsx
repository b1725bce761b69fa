import { describe, expect, it } from 'vitest';
import { FooterLink } from './FooterLink';
import { renderPart } from './test-support';

describe('FooterLink', () => {
  it('links a path of the shop in the same tab', () => {
    const { getByRole } = renderPart(<FooterLink link={{ url: '/impressum', text: 'Impressum' }} />);
    const link = getByRole('link', { name: 'Impressum' });
    expect(link.getAttribute('href')).toBe('/impressum');
    expect(link.getAttribute('target')).toBeNull();
    expect(link.getAttribute('rel')).toBeNull();
  });

  it('keeps an absolute address on the page origin in the same tab', () => {
    const { getByRole } = renderPart(<FooterLink link={{ url: 'http://localhost:3000/sale', text: 'Sale' }} />);
    expect(getByRole('link', { name: 'Sale' }).getAttribute('target')).toBeNull();
  });

  it('opens another origin in a new tab without referrer and tells screen readers', () => {
    const { getByRole } = renderPart(
      <FooterLink link={{ url: 'https://www.verbraucher-schlichter.de/', text: 'Verbraucherschlichtung' }} />,
    );
    const link = getByRole('link', { name: 'Verbraucherschlichtung (öffnet in neuem Tab)' });
    expect(link.getAttribute('href')).toBe('https://www.verbraucher-schlichter.de/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows only the text, no link, when the URL is empty', () => {
    const { getByText, queryByRole } = renderPart(<FooterLink link={{ url: '', text: 'AGB' }} />);
    expect(queryByRole('link')).toBeNull();
    expect(getByText('AGB').tagName).toBe('SPAN');
  });

  it('puts the icon before its children, which replace the text', () => {
    const { getByRole } = renderPart(
      <FooterLink link={{ url: '/kaffee', text: 'Kaffee' }} icon="coffee">
        Alles rund um Kaffee
      </FooterLink>,
    );
    const link = getByRole('link', { name: 'Alles rund um Kaffee' });
    expect(link.firstElementChild?.getAttribute('data-icon')).toBe('coffee');
    expect(link.textContent).toBe('Alles rund um Kaffee');
  });
});
