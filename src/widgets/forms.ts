import fieldCss from './Field/Field.css?inline';
import textFieldCss from './TextField/TextField.css?inline';
import selectCss from './Select/Select.css?inline';
import checkboxCss from './Checkbox/Checkbox.css?inline';
import passwordFieldCss from './PasswordField/PasswordField.css?inline';

export { TextField, type TextFieldProps } from './TextField/TextField';
export * from './TextField/masks';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField';
export { passwordStrength, PASSWORD_MIN_LENGTH, type PasswordStrength } from './PasswordField/strength';
export { Select, type SelectOption, type SelectProps } from './Select/Select';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';

/** CSS of the form widgets; part of `widgetStyles`. */
export const formStyles = [fieldCss, textFieldCss, passwordFieldCss, selectCss, checkboxCss].join('\n');
