// The bundle's entry: loading it defines every element (a name already taken is left alone).
import './nl-signup';
import './shop-footer';
import './shop-layout';
import './preview-panel';
import './session-keeper';

// Calls for the shop's own pages (login page, double-opt-in confirmation and preference pages).
export { login } from '../src/session/login';
export { getSubscriber, confirmDoubleOptIn, updateSubscriber } from '../src/newsletter/api';
export { ApiError, TimeoutError } from '../src/api/client';
