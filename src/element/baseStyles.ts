import helpersCss from '../widgets/helpers.css?inline';
import { TOKENS_CSS } from '../theme/tokens';
import baseCss from './base.css?inline';

/**
 * Every rendered element's base sheet, first in its view's sheets (src/element/view.tsx): the kit's
 * tokens on the host, the host's box and the root, the widgets' helper classes. In the view, so that
 * the page's module carries no sheet an element that shows nothing would never use.
 */
export const BASE_CSS = [TOKENS_CSS, baseCss, helpersCss].join('\n');
