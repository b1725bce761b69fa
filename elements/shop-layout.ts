import { ShopLayoutElement } from '../src/layout/ShopLayout';

/** <shop-layout>: the default page layout (header, main and footer slots). */
if (!customElements.get('shop-layout')) customElements.define('shop-layout', ShopLayoutElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-layout': ShopLayoutElement;
  }
}
