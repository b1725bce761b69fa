import type { ElementExamples } from '../../src/element/examples';
import { shopLayoutDeclaration } from './shop-layout.declaration';

const PAGE = '<p slot="header">The shop header</p><p>The page content.</p><p slot="footer">The footer</p>';

export const examples: ElementExamples<typeof shopLayoutDeclaration> = {
  declaration: shopLayoutDeclaration,
  examples: [
    { name: 'plain', title: 'Header, content and footer', content: PAGE },
    { name: 'no-footer', title: 'A page that shows no footer', attributes: { 'content-type': 'NO_FOOTER' }, content: PAGE },
  ],
};
