// The calls the page's module exports for the shop's own pages (login page, double-opt-in confirmation
// and preference pages). A market module loads them at the first call, from a chunk set of their own
// (src/index.ts); every other module carries them.
export { login } from '../elements/session-keeper/login';
export { getSubscriber, confirmDoubleOptIn, updateSubscriber } from '../elements/nl-signup/api';
export { ApiError, TimeoutError } from './api/errors';
