import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPart } from './test-support';
import { QualityLogos } from './QualityLogos';

describe('QualityLogos', () => {
  it('shows the seals under their heading, a linked one as a link to its certificate', () => {
    const { getByRole } = renderPart(
      <QualityLogos
        logos={{
          heading: 'Ausgezeichnet & geprüft',
          logos: [
            { image: { label: 'Qualitätssiegel', source: 'QUALITY_SEAL', width: 80, height: 80 } },
            { link: 'https://www.bevh.org/', image: { label: 'Mitglied im bevh', source: 'BEVH', width: 90, height: 45 } },
          ],
        }}
      />,
      { assetOrigin: 'https://assets.example' },
    );
    const section = within(getByRole('region', { name: 'Ausgezeichnet & geprüft' }));
    expect(section.getByRole('heading', { level: 2 }).textContent).toBe('Ausgezeichnet & geprüft');
    const seal = section.getByRole('img', { name: 'Qualitätssiegel' });
    expect([seal.getAttribute('src'), seal.getAttribute('width'), seal.getAttribute('height')]).toEqual([
      'https://assets.example/service/footer/footer-images/logos/quality-seal.svg',
      '80',
      '80',
    ]);
    expect(seal.closest('a')).toBeNull();
    const link = section.getByRole('link', { name: 'Mitglied im bevh (öffnet in neuem Tab)' });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual(['https://www.bevh.org/', '_blank']);
    expect(within(link).getByRole('img', { name: 'Mitglied im bevh' }).getAttribute('width')).toBe('90');
  });

  it('leaves out a logo of unknown source', () => {
    const { getAllByRole, queryByRole } = renderPart(
      <QualityLogos
        logos={{
          heading: 'Ausgezeichnet & geprüft',
          logos: [
            { link: 'https://seal.example/', image: { label: 'Fantasiesiegel', source: 'FANTASY', width: 80, height: 80 } },
            { image: { label: 'EHI Geprüfter Online-Shop', source: 'EHI', width: 80, height: 80 } },
          ],
        }}
      />,
    );
    expect(getAllByRole('listitem')).toHaveLength(1);
    expect(queryByRole('link')).toBeNull();
    expect(getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['EHI Geprüfter Online-Shop']);
  });

  it('renders nothing without logos', () => {
    const { container } = renderPart(<QualityLogos logos={{ heading: 'Ausgezeichnet & geprüft', logos: [] }} />);
    expect(container.childElementCount).toBe(0);
  });
});
