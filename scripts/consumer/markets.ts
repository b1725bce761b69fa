// The market files by name, self-contained and for React apps: the eight market files of the nine
// sites type-check, and any other name fails here (not only at run time, ERR_MODULE_NOT_FOUND).
import 'storefront-elements/markets/at';
import 'storefront-elements/markets/ch';
import 'storefront-elements/markets/cz';
import 'storefront-elements/markets/de';
import 'storefront-elements/markets/hu';
import 'storefront-elements/markets/pl';
import 'storefront-elements/markets/sk';
import 'storefront-elements/markets/tr';
import 'storefront-elements/react-app';
import 'storefront-elements/react-app/markets/at';
import 'storefront-elements/react-app/markets/ch';
import 'storefront-elements/react-app/markets/cz';
import 'storefront-elements/react-app/markets/de';
import 'storefront-elements/react-app/markets/hu';
import 'storefront-elements/react-app/markets/pl';
import 'storefront-elements/react-app/markets/sk';
import 'storefront-elements/react-app/markets/tr';
// @ts-expect-error -- market names are lower case
import 'storefront-elements/markets/HU';
// @ts-expect-error -- CH_FR is a site of the ch market file
import 'storefront-elements/markets/ch_fr';
// @ts-expect-error -- no such market
import 'storefront-elements/markets/fr';
// @ts-expect-error -- market names are lower case
import 'storefront-elements/react-app/markets/HU';
// @ts-expect-error -- no such market
import 'storefront-elements/react-app/markets/fr';

// The entry for React apps exports what the root exports, with the same types.
import { login, type LoginResult, type ShopFooterElement } from 'storefront-elements/react-app/markets/hu';

export const loggedIn: Promise<LoginResult> = login({ user: 'anna' });
export const footer: ShopFooterElement = document.createElement('shop-footer');
