import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPart } from './test-support';
import { SeoLinks } from './SeoLinks';

describe('SeoLinks', () => {
  it('shows the columns of category links in a navigation named by its heading', () => {
    const { getByRole } = renderPart(
      <SeoLinks
        seo={{
          heading: 'Beliebte Kategorien',
          columns: [
            [
              { url: '/kaffee', text: 'Kaffee' },
              { url: '/kueche', text: 'Küche' },
            ],
            [{ url: '/sale', text: 'Sale' }],
          ],
        }}
      />,
    );
    const nav = within(getByRole('navigation', { name: 'Beliebte Kategorien' }));
    expect(nav.getByRole('heading', { level: 2 }).textContent).toBe('Beliebte Kategorien');
    const columns = nav.getAllByRole('list');
    expect(
      columns.map((column) =>
        within(column)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ),
    ).toEqual([
      [
        ['Kaffee', '/kaffee'],
        ['Küche', '/kueche'],
      ],
      [['Sale', '/sale']],
    ]);
  });

  it('leaves out empty columns, and renders nothing when all are empty', () => {
    const { getAllByRole, container, rerender } = renderPart(
      <SeoLinks
        seo={{ heading: 'Beliebte Kategorien', columns: [[{ url: '/kaffee', text: 'Kaffee' }], [], [{ url: '/sale', text: 'Sale' }]] }}
      />,
    );
    expect(getAllByRole('list')).toHaveLength(2);
    rerender(<SeoLinks seo={{ heading: 'Beliebte Kategorien', columns: [[], []] }} />);
    expect(container.childElementCount).toBe(0);
  });
});
