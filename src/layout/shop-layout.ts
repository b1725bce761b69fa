import { shopLayoutApi } from './shop-layout.declaration';
import { ShopLayoutElement } from './ShopLayout';

if (!customElements.get(shopLayoutApi.tag)) customElements.define(shopLayoutApi.tag, ShopLayoutElement);
