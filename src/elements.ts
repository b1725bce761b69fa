/** Every element's public API declaration, in the order the documentation lists them. */
import { nlSignupDeclaration } from './newsletter/nl-signup.declaration';
import { previewPanelDeclaration } from './preview/preview-panel.declaration';
import { sessionKeeperDeclaration } from './session/session-keeper.declaration';
import { shopFooterDeclaration } from './footer/shop-footer.declaration';
import { shopLayoutDeclaration } from './layout/shop-layout.declaration';

export const ELEMENT_DECLARATIONS = [
  nlSignupDeclaration,
  shopFooterDeclaration,
  shopLayoutDeclaration,
  previewPanelDeclaration,
  sessionKeeperDeclaration,
] as const;
