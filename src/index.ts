// The bundle's entry: loading it defines every element (a name already taken is left alone).
import { ELEMENTS } from '../elements';
import type * as Calls from './calls';
import { defineElement } from './element/define';

for (const element of ELEMENTS) defineElement(element);

// The calls for the shop's own pages (src/calls.ts), loaded at the first call.
const calls = () => import('./calls');
export const login: typeof Calls.login = (...args) => calls().then((loaded) => loaded.login(...args));
export const getSubscriber: typeof Calls.getSubscriber = (...args) => calls().then((loaded) => loaded.getSubscriber(...args));
export const confirmDoubleOptIn: typeof Calls.confirmDoubleOptIn = (...args) =>
  calls().then((loaded) => loaded.confirmDoubleOptIn(...args));
export const updateSubscriber: typeof Calls.updateSubscriber = (...args) => calls().then((loaded) => loaded.updateSubscriber(...args));
export { ApiError, TimeoutError } from './api/errors';
