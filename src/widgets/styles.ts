import { displayStyles } from './display';
import { formStyles } from './forms';

/** CSS of the whole widget kit; every element adopts it (one shared constructable sheet). */
export const widgetStyles = displayStyles + formStyles;
