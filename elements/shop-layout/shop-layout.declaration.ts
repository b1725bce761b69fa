import { declareElement, stringAttribute } from '../../src/element/declaration';

export const shopLayoutDeclaration = declareElement({
  tag: 'shop-layout',
  className: 'ShopLayoutElement',
  description: 'The default layout: header, main and footer slots.',
  commonAttributes: 'none',
  attributes: {
    'content-type': stringAttribute(
      'The content-type response header value: NO_HEADER hides the header slot, NO_FOOTER the footer slot (any case).',
    ),
  },
  properties: {},
  events: {},
  slots: [
    { name: 'header', description: 'The page header.' },
    { name: '', description: 'The main content.' },
    { name: 'footer', description: 'The page footer, e.g. <shop-footer>.' },
  ],
  cssParts: [
    { name: 'header', description: 'The box around the header slot.' },
    { name: 'main', description: 'The <main> landmark around the default slot.' },
    { name: 'footer', description: 'The box around the footer slot.' },
  ],
  cssProperties: [
    {
      name: '--sf-layout-min-height',
      default: '100vh',
      description: 'The layout is a column at least this high; the main part takes the free space, so the footer stays at the bottom.',
    },
  ],
});
