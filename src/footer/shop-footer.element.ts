import type { ElementDefinition } from '../element/definition';
import { shopFooterDeclaration } from './shop-footer.declaration';
import { ShopFooter } from './ShopFooter';
import { widgetStyles } from '../widgets/styles';
import footerCss from './footer.css?inline';

/** <shop-footer>: its declaration, block and styles, for the page (./shop-footer.ts) and for pre-rendered markup (src/server.tsx). */
export const shopFooterElement = {
  declaration: shopFooterDeclaration,
  block: ShopFooter,
  styles: [widgetStyles, footerCss],
} satisfies ElementDefinition<typeof shopFooterDeclaration>;
