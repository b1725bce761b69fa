import type { BlockDefinition } from '../../src/element/definition';
import { shopFooterDeclaration } from './shop-footer.declaration';

/** <shop-footer>: its declaration and, loaded when it first renders, its view, for the page (src/index.ts) and for pre-rendered markup (src/server.tsx). */
export const shopFooterElement = {
  declaration: shopFooterDeclaration,
  view: () => import('./shop-footer.view'),
  nests: (host) => [...(host.hasAttribute('newsletter') ? ['nl-signup'] : []), ...(host.hasAttribute('preview') ? ['preview-panel'] : [])],
} satisfies BlockDefinition<typeof shopFooterDeclaration>;
