// Every element of the kit, in the order the documentation lists them. The page's modules define
// them (src/index.ts); the server renders those with a block, and the build writes their fragments
// (src/server.tsx); `npm run api` and the demo's catalogue describe them all (the manifest, the
// types, each element's reference page, the configurator). Adding an element is its folder and one line here.
import { nlSignupElement } from './nl-signup/nl-signup';
import { shopFooterElement } from './shop-footer/shop-footer';
import { shopLayoutElement } from './shop-layout/shop-layout';
import { previewPanelElement } from './preview-panel/preview-panel';
import { sessionKeeperElement } from './session-keeper/session-keeper';

export const ELEMENTS = [nlSignupElement, shopFooterElement, shopLayoutElement, previewPanelElement, sessionKeeperElement] as const;

/** Every element's public API declaration, in the same order. */
export const ELEMENT_DECLARATIONS = /* @__PURE__ */ ELEMENTS.map((element) => element.declaration);
