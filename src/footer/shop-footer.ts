import { defineElement } from '../element/define';
import { shopFooterElement } from './shop-footer.element';

defineElement(shopFooterElement);
