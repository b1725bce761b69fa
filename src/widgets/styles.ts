import iconCss from './Icon/Icon.css?inline';
import textLinkCss from './TextLink/TextLink.css?inline';
import buttonCss from './Button/Button.css?inline';
import iconButtonCss from './IconButton/IconButton.css?inline';
import banderoleCss from './Banderole/Banderole.css?inline';
import notificationCss from './Notification/Notification.css?inline';
import expansionItemCss from './ExpansionItem/ExpansionItem.css?inline';
import modalCss from './Modal/Modal.css?inline';
import fieldCss from './Field/Field.css?inline';
import textFieldCss from './TextField/TextField.css?inline';
import selectCss from './Select/Select.css?inline';
import checkboxCss from './Checkbox/Checkbox.css?inline';

/**
 * CSS of the widgets the elements render, in cascade order; every element adopts it (one shared
 * constructable sheet). Text and PasswordField, which no element renders, are in ./libraryStyles.ts.
 */
export const widgetStyles = [
  iconCss,
  textLinkCss,
  buttonCss,
  iconButtonCss,
  banderoleCss,
  notificationCss,
  expansionItemCss,
  modalCss,
  fieldCss,
  textFieldCss,
  selectCss,
  checkboxCss,
].join('\n');
