// The bundle's entry: loading it defines every element (a name already taken is left alone).
import './newsletter/nl-signup';
import './footer/shop-footer';
import './layout/shop-layout';
import './preview/preview-panel';
import './session/session-keeper';

// Calls for the shop's own pages (login page, double-opt-in confirmation and preference pages).
export { login } from './session/login';
export { getSubscriber, confirmDoubleOptIn, updateSubscriber } from './newsletter/api';
export { ApiError, TimeoutError } from './api/client';
