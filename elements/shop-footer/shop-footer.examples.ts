import type { ElementExamples } from '../../src/element/examples';
import { shopFooterDeclaration } from './shop-footer.declaration';

export const examples: ElementExamples<typeof shopFooterDeclaration> = {
  declaration: shopFooterDeclaration,
  examples: [
    { name: 'plain', title: 'The footer', fragment: true },
    { name: 'newsletter', title: 'With the newsletter sign-up at the top', attributes: { newsletter: true }, fragment: true },
    { name: 'reduced', title: 'Reduced, as on an affiliate page', attributes: { reduced: true }, fragment: true },
    { name: 'checkout', title: 'In checkout, without the groups checkout hides', attributes: { checkout: true }, fragment: true },
    {
      name: 'staff',
      title: 'With the sign-up and, for staff, the preview panel',
      attributes: { newsletter: true, preview: true },
    },
  ],
};
