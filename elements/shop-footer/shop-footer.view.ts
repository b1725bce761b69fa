// <shop-footer>'s view: its block and styles, with React, in a chunk of its own in a market module.
import { viewOf } from '../../src/element/view';
// Only the sheets of the widgets the footer renders, in the kit's cascade order (src/widgets/styles.ts):
// the other widgets' sheets are the sign-up's and the staff tool's, which a footer page does not load.
import iconCss from '../../src/widgets/Icon/Icon.css?inline';
import textLinkCss from '../../src/widgets/TextLink/TextLink.css?inline';
import banderoleCss from '../../src/widgets/Banderole/Banderole.css?inline';
import { shopFooterDeclaration } from './shop-footer.declaration';
import { ShopFooter } from './ShopFooter';
import shopFooterCss from './shop-footer.css?inline';

export default viewOf(shopFooterDeclaration, { block: ShopFooter, styles: [iconCss, textLinkCss, banderoleCss, shopFooterCss] });
