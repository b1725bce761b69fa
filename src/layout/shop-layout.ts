import { shopLayoutDeclaration } from './shop-layout.declaration';
import { ShopLayoutElement } from './ShopLayout';

if (!customElements.get(shopLayoutDeclaration.tag)) customElements.define(shopLayoutDeclaration.tag, ShopLayoutElement);
