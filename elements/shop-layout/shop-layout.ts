import type { ClassDefinition } from '../../src/element/definition';
import { shopLayoutDeclaration } from './shop-layout.declaration';
import { shopLayoutElementClass } from './ShopLayout';

/** <shop-layout>: a plain custom element (its slots show with the first paint), defined as it is. */
export const shopLayoutElement = {
  declaration: shopLayoutDeclaration,
  elementClass: shopLayoutElementClass,
} satisfies ClassDefinition<typeof shopLayoutDeclaration>;
