import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPart } from './test-support';
import { PaymentAndDelivery } from './PaymentAndDelivery';
import type { FooterImage, TeaserGroup } from './types';

const group = (text: string, images?: FooterImage[]): TeaserGroup => ({ heading: { link: { url: '/faq', text } }, links: [], images });

describe('PaymentAndDelivery', () => {
  it('shows one list of logos per group, named by the group, from the asset origin', () => {
    const groups = [
      group('Bezahlung', [
        { label: 'Rechnung', source: 'INVOICE' },
        { label: 'PayPal', source: 'paypal' },
      ]),
      group('Lieferung', [{ label: 'DHL', source: 'DHL' }]),
    ];
    const { getByRole } = renderPart(<PaymentAndDelivery groups={groups} />, { assetOrigin: 'https://assets.example/' });
    const section = within(getByRole('region', { name: 'Zahlung und Versand' }));
    const payment = within(section.getByRole('list', { name: 'Bezahlung' }));
    expect(payment.getAllByRole('img').map((image) => [image.getAttribute('alt'), image.getAttribute('src')])).toEqual([
      ['Rechnung', 'https://assets.example/service/footer/footer-images/logos/invoice.svg'],
      ['PayPal', 'https://assets.example/service/footer/footer-images/logos/paypal.svg'],
    ]);
    const delivery = section.getByRole('list', { name: 'Lieferung' });
    expect(within(delivery).getByRole('img', { name: 'DHL' }).getAttribute('src')).toBe(
      'https://assets.example/service/footer/footer-images/logos/dhl.svg',
    );
  });

  it("leaves out a logo of unknown source and a group without logos; loads from the page's origin by default", () => {
    const groups = [
      group('Bezahlung', [
        { label: 'Bitcoin', source: 'BITCOIN' },
        { label: 'Visa', source: 'VISA' },
      ]),
      group('Click & Collect'),
    ];
    const { getAllByRole, getByRole, queryByRole } = renderPart(<PaymentAndDelivery groups={groups} />);
    expect(getAllByRole('list')).toHaveLength(1);
    expect(within(getByRole('list', { name: 'Bezahlung' })).getAllByRole('listitem')).toHaveLength(1);
    expect(queryByRole('img', { name: 'Bitcoin' })).toBeNull();
    expect(queryByRole('list', { name: 'Click & Collect' })).toBeNull();
    expect(getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(['/service/footer/footer-images/logos/visa.svg']);
  });

  it('renders nothing when no group has logos', () => {
    const { container } = renderPart(<PaymentAndDelivery groups={[group('Bezahlung', []), group('Lieferung')]} />);
    expect(container.childElementCount).toBe(0);
  });
});
