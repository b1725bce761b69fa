import { useId } from 'react';
import { FooterLink } from './FooterLink';
import type { FooterContent } from './types';

/** The popular-category links under their heading, in columns. */
export function SeoLinks({ seo }: { seo: NonNullable<FooterContent['seo']> }) {
  const headingId = useId();
  const columns = seo.columns.filter((column) => column.length > 0);
  if (columns.length === 0) return null;
  return (
    <nav className="ft-seo" aria-labelledby={headingId}>
      <h2 id={headingId} className="ft-heading" part="heading">
        {seo.heading}
      </h2>
      <div className="ft-seo__columns">
        {columns.map((column, index) => (
          <ul key={index} className="ft-links">
            {column.map((link, linkIndex) => (
              <li key={`${linkIndex}-${link.text}`}>
                <FooterLink link={link} />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </nav>
  );
}
