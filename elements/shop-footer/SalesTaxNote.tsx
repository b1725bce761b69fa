import { FooterLink } from './FooterLink';
import type { FooterContent } from './types';

export function SalesTaxNote({ note }: { note: NonNullable<FooterContent['salesTax']> }) {
  return (
    <p className="ft-tax">
      {note.textBeforeLink}
      {note.link && <FooterLink link={note.link} />}
      {note.textAfterLink}
    </p>
  );
}
