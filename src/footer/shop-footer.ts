import { defineElement } from '../element/define';
import { shopFooterApi } from './shop-footer.declaration';
import { ShopFooter } from './ShopFooter';
import { widgetStyles } from '../widgets/styles';
import footerCss from './footer.css?inline';

defineElement({ api: shopFooterApi, block: ShopFooter, styles: [widgetStyles, footerCss] });
