import { describe, expect, it } from 'vitest';
import { renderPart } from './test-support';
import { SalesTaxNote } from './SalesTaxNote';

describe('SalesTaxNote', () => {
  it('shows the note as one sentence with its link', () => {
    const { getByRole } = renderPart(
      <SalesTaxNote
        note={{
          textBeforeLink: 'Alle Preise inkl. gesetzl. MwSt., zzgl. ',
          link: { url: '/faq?category=delivery&question=shipping-costs', text: 'Versandkosten' },
          textAfterLink: '.',
        }}
      />,
    );
    expect(getByRole('paragraph').textContent).toBe('Alle Preise inkl. gesetzl. MwSt., zzgl. Versandkosten.');
    expect(getByRole('link', { name: 'Versandkosten' }).getAttribute('href')).toBe('/faq?category=delivery&question=shipping-costs');
  });

  it('is plain text without a link, or with a link that has no URL', () => {
    const { getByRole, queryByRole, rerender } = renderPart(<SalesTaxNote note={{ textBeforeLink: 'Alle Preise inkl. MwSt.' }} />);
    expect(getByRole('paragraph').textContent).toBe('Alle Preise inkl. MwSt.');
    rerender(<SalesTaxNote note={{ textBeforeLink: 'Preise zzgl. ', link: { url: '', text: 'Versand' }, textAfterLink: '.' }} />);
    expect(getByRole('paragraph').textContent).toBe('Preise zzgl. Versand.');
    expect(queryByRole('link')).toBeNull();
  });
});
