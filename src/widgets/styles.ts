import { displayStyles, textStyles } from './display';
import { formStyles, passwordFieldStyles } from './forms';

/** CSS of the widgets the elements render; every element adopts it (one shared constructable sheet). */
export const widgetStyles = displayStyles + formStyles;

/**
 * CSS of the widgets only the demo gallery shows (Text, PasswordField); kept out of the elements'
 * sheet. A list, not a concatenation, so that the bundle can leave it out.
 */
export const galleryOnlyStyles = [textStyles, passwordFieldStyles];
