import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPart } from './test-support';
import { TeaserGroups } from './TeaserGroups';
import type { TeaserGroup } from './types';

const PAYMENT: TeaserGroup = {
  heading: { iconName: 'payment', link: { url: '/faq?category=payment', text: 'Bezahlung' } },
  introductoryText: 'Bezahlen Sie, wie es Ihnen passt.',
  links: [
    { link: { url: '/faq?category=payment&question=invoice', text: 'Kauf auf Rechnung' } },
    { link: { url: '/service', text: 'Alle Services' }, hideInClassic: true },
  ],
};
const PICKUP: TeaserGroup = {
  heading: { link: { url: '', text: 'Click & Collect' } },
  links: [{ link: { url: '/service/storefinder/', text: 'Filiale finden' } }],
};

const linksIn = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('TeaserGroups', () => {
  it('shows the groups under the headline, each with its heading link, introduction and links', () => {
    const { getByRole, root } = renderPart(<TeaserGroups headline="Wir sind für Sie da" groups={[PAYMENT, PICKUP]} platform="CLASSIC" />);
    const section = within(getByRole('region', { name: 'Wir sind für Sie da' }));
    expect(section.getByRole('link', { name: 'Bezahlung' }).getAttribute('href')).toBe('/faq?category=payment');
    expect(section.getByText('Bezahlen Sie, wie es Ihnen passt.').tagName).toBe('P');
    const panel = root.getElementById(section.getByRole('button', { name: 'Bezahlung' }).getAttribute('aria-controls')!)!;
    expect(linksIn(panel)).toEqual([
      ['Übersicht: Bezahlung', '/faq?category=payment'],
      ['Kauf auf Rechnung', '/faq?category=payment&question=invoice'],
    ]);
  });

  it('shows the overview links flagged hideInClassic only outside CLASSIC', () => {
    const { getByRole, root } = renderPart(<TeaserGroups groups={[PAYMENT]} platform="phone" />);
    const panel = root.getElementById(getByRole('button', { name: 'Bezahlung' }).getAttribute('aria-controls')!)!;
    expect(linksIn(panel).map(([text]) => text)).toEqual(['Übersicht: Bezahlung', 'Kauf auf Rechnung', 'Alle Services']);
  });

  it('shows a heading without URL as text, without an overview link', () => {
    const { getByRole, root, queryByRole } = renderPart(<TeaserGroups groups={[PICKUP]} platform="CLASSIC" />);
    expect(queryByRole('link', { name: 'Click & Collect' })).toBeNull();
    const panel = root.getElementById(getByRole('button', { name: 'Click & Collect' }).getAttribute('aria-controls')!)!;
    expect(linksIn(panel)).toEqual([['Filiale finden', '/service/storefinder/']]);
  });

  it('opens and closes one group at a time with the button in its heading', () => {
    const { getByRole, root } = renderPart(<TeaserGroups groups={[PAYMENT, PICKUP]} platform="CLASSIC" />);
    const payment = getByRole('button', { name: 'Bezahlung' });
    const pickup = getByRole('button', { name: 'Click & Collect' });
    const panel = root.getElementById(payment.getAttribute('aria-controls')!)!;
    expect([payment.getAttribute('aria-expanded'), panel.getAttribute('data-expanded')]).toEqual(['false', null]);
    fireEvent.click(payment);
    expect([payment.getAttribute('aria-expanded'), panel.getAttribute('data-expanded')]).toEqual(['true', 'true']);
    expect(pickup.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(payment);
    expect(payment.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders nothing without groups', () => {
    const { container } = renderPart(<TeaserGroups headline="Wir sind für Sie da" groups={[]} platform="CLASSIC" />);
    expect(container.childElementCount).toBe(0);
  });
});
