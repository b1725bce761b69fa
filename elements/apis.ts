/** Every element's public API declaration, in the order the documentation lists them. */
import { nlSignupApi } from './nl-signup.api';
import { previewPanelApi } from './preview-panel.api';
import { sessionKeeperApi } from './session-keeper.api';
import { shopFooterApi } from './shop-footer.api';
import { shopLayoutApi } from './shop-layout.api';

export const ELEMENT_APIS = [nlSignupApi, shopFooterApi, shopLayoutApi, previewPanelApi, sessionKeeperApi] as const;
