// The bundle's entry: loading it defines every element (a name already taken is left alone).
import { ELEMENTS } from '../elements';
import { defineElement } from './element/define';

for (const element of ELEMENTS) defineElement(element);

// Calls for the shop's own pages (login page, double-opt-in confirmation and preference pages).
export { login } from '../elements/session-keeper/login';
export { getSubscriber, confirmDoubleOptIn, updateSubscriber } from '../elements/nl-signup/api';
export { ApiError, TimeoutError } from './api/client';
