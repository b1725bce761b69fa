// <shop-footer>'s view: its block and styles, with React, in a chunk of its own in a market module.
import { viewOf } from '../../src/element/view';
import { widgetStyles } from '../../src/widgets/styles';
import { shopFooterDeclaration } from './shop-footer.declaration';
import { ShopFooter } from './ShopFooter';
import footerCss from './footer.css?inline';

export default viewOf(shopFooterDeclaration, { block: ShopFooter, styles: [widgetStyles, footerCss] });
