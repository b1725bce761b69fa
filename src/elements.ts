/** Every element's public API declaration, in the order the documentation lists them. */
import { nlSignupApi } from './newsletter/nl-signup.declaration';
import { previewPanelApi } from './preview/preview-panel.declaration';
import { sessionKeeperApi } from './session/session-keeper.declaration';
import { shopFooterApi } from './footer/shop-footer.declaration';
import { shopLayoutApi } from './layout/shop-layout.declaration';

export const ELEMENT_APIS = [nlSignupApi, shopFooterApi, shopLayoutApi, previewPanelApi, sessionKeeperApi] as const;
