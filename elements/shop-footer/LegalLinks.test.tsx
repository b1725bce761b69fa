import { fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegalLinks } from './LegalLinks';
import { renderPart } from './test-support';
import type { LegalLink } from './types';

const LINKS: LegalLink[] = [
  { url: '/impressum', text: 'Impressum' },
  { url: '', text: 'Cookie-Einstellungen', consentManager: true },
  { url: 'https://www.verbraucher-schlichter.de/', text: 'Verbraucherschlichtung' },
  { url: '', text: 'AGB' },
];

type WithCmp = Window & { __cmp?: (command: string) => void };

afterEach(() => {
  delete (window as WithCmp).__cmp;
});

describe('LegalLinks', () => {
  it('lists the links in a navigation named "Rechtliche Hinweise", one without URL as text', () => {
    const { getByRole } = renderPart(<LegalLinks links={LINKS} />);
    const nav = within(getByRole('navigation', { name: 'Rechtliche Hinweise' }));
    expect(nav.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Impressum',
      'Cookie-Einstellungen',
      'Verbraucherschlichtung (öffnet in neuem Tab)',
      'AGB',
    ]);
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/impressum',
      'https://www.verbraucher-schlichter.de/',
    ]);
    expect(nav.queryByRole('link', { name: 'AGB' })).toBeNull();
  });

  it('makes the cookie settings a button that dispatches consent-manager-open, and stops when a listener cancels it', () => {
    const cmp = vi.fn();
    (window as WithCmp).__cmp = cmp;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { getByRole, queryByRole, emit } = renderPart(<LegalLinks links={LINKS} />, { emitResult: false });
    expect(queryByRole('link', { name: 'Cookie-Einstellungen' })).toBeNull();
    fireEvent.click(getByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith('consent-manager-open', {}, { cancelable: true });
    expect(cmp).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it("opens window.__cmp's screen when no listener cancels the event", () => {
    const cmp = vi.fn();
    (window as WithCmp).__cmp = cmp;
    const { getByRole } = renderPart(<LegalLinks links={LINKS} />);
    fireEvent.click(getByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(cmp).toHaveBeenCalledExactlyOnceWith('showScreen');
  });

  it('logs when neither a listener nor window.__cmp opens the consent tool', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { getByRole } = renderPart(<LegalLinks links={LINKS} />);
    fireEvent.click(getByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(error).toHaveBeenCalledExactlyOnceWith(
      '[storefront-elements] <shop-footer>: no consent manager answered: handle "consent-manager-open" (and call preventDefault) or provide window.__cmp.',
    );
  });

  it('renders nothing without links', () => {
    const { container } = renderPart(<LegalLinks links={[]} />);
    expect(container.childElementCount).toBe(0);
  });
});
