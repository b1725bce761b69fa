import { customer } from './customer.mjs';
import { nlSignup } from './nl-signup.mjs';
import { shopFooter } from './shop-footer.mjs';
import { previewPanel } from './preview-panel.mjs';
import { sessionKeeper } from './session-keeper.mjs';

export const topics = [customer, nlSignup, shopFooter, previewPanel, sessionKeeper];
