import type { BlockDefinition } from '../../src/element/definition';
import { shopFooterDeclaration } from './shop-footer.declaration';
import { ShopFooter } from './ShopFooter';
import { widgetStyles } from '../../src/widgets/styles';
import footerCss from './footer.css?inline';

/** <shop-footer>: its declaration, block and styles, for the page (src/index.ts) and for pre-rendered markup (src/server.tsx). */
export const shopFooterElement = {
  declaration: shopFooterDeclaration,
  block: ShopFooter,
  styles: [widgetStyles, footerCss],
  fragments: { variants: ['newsletter', 'reduced', 'checkout'] },
} satisfies BlockDefinition<typeof shopFooterDeclaration>;
