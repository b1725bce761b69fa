import { defineElement } from './define';
import { shopFooterApi } from './shop-footer.api';
import { ShopFooter } from '../src/footer/ShopFooter';
import { widgetStyles } from '../src/widgets/styles';
import footerCss from '../src/footer/footer.css?inline';

defineElement({ api: shopFooterApi, block: ShopFooter, styles: [widgetStyles, footerCss] });
