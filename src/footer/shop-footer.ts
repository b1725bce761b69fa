import { defineElement } from '../element/define';
import { shopFooterDeclaration } from './shop-footer.declaration';
import { ShopFooter } from './ShopFooter';
import { widgetStyles } from '../widgets/styles';
import footerCss from './footer.css?inline';

defineElement({ declaration: shopFooterDeclaration, block: ShopFooter, styles: [widgetStyles, footerCss] });
