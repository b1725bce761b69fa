import { shopLayoutApi } from './shop-layout.api';
import { ShopLayoutElement } from '../src/layout/ShopLayout';

if (!customElements.get(shopLayoutApi.tag)) customElements.define(shopLayoutApi.tag, ShopLayoutElement);
