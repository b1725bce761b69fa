import fieldCss from './Field/Field.css?inline';
import textFieldCss from './TextField/TextField.css?inline';
import selectCss from './Select/Select.css?inline';
import checkboxCss from './Checkbox/Checkbox.css?inline';
import passwordFieldCss from './PasswordField/PasswordField.css?inline';

export { TextField, type TextFieldProps } from './TextField/TextField';
export { PlainTextField, PLAIN_TEXT_FIELD_TYPES, type TextInputProps } from './TextField/TextFieldBase';
export * from './TextField/masks';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField';
export { passwordStrength, PASSWORD_MIN_LENGTH, type PasswordStrength } from './PasswordField/strength';
export { Select, type SelectOption, type SelectProps } from './Select/Select';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';

/** CSS of the form widgets the elements render; part of `widgetStyles`. */
export const formStyles = [fieldCss, textFieldCss, selectCss, checkboxCss].join('\n');

/** CSS of PasswordField, which no element renders (the demo gallery shows it): not in `widgetStyles`. */
export const passwordFieldStyles = passwordFieldCss;
