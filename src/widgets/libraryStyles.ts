import helpersCss from './helpers.css?inline';
import kitCss from './kit.css?inline';
import passwordFieldCss from './PasswordField/PasswordField.css?inline';
import { widgetStyles } from './styles';
import textCss from './Text/Text.css?inline';
import { TOKENS_CSS } from '../theme/tokens';

/**
 * The widget library's widgets.css (vite.config.ts's mode "widgets" builds it from this module): the tokens
 * and helpers an element's base sheet carries, the .sf-kit wrapper, then every widget's CSS.
 */
export default [TOKENS_CSS, helpersCss, kitCss, widgetStyles, textCss, passwordFieldCss].join('\n');
