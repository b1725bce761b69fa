/**
 * `storefront-elements/widgets`: the widget kit for the shop's React apps (react is a peer
 * dependency; the styles are `storefront-elements/widgets.css`). Render the widgets inside
 * `<WidgetKit locale>`. The elements import the same widgets from ./index.ts.
 */
export { WidgetKit, type WidgetKitProps } from './WidgetKit/WidgetKit';
export { Icon, ICON_NAMES, ICON_SIZES, isIconName, type IconName, type IconProps, type IconSize } from './Icon/Icon';
export { Text, type TextProps, type TextSize, type TextTag } from './Text/Text';
export { TextLink, type TextLinkProps, type TextLinkVariant, type TextLinkSize } from './TextLink/TextLink';
export { Button, BUTTON_TYPES, BUTTON_VARIANTS, type ButtonProps, type ButtonType, type ButtonVariant } from './Button/Button';
export { IconButton, type IconButtonProps, type IconButtonVariant, type IconButtonSize } from './IconButton/IconButton';
export { Banderole, BANDEROLE_VARIANTS, type BanderoleProps, type BanderoleVariant } from './Banderole/Banderole';
export {
  Notification,
  NOTIFICATION_STATES,
  NOTIFICATION_VARIANTS,
  type NotificationProps,
  type NotificationState,
  type NotificationVariant,
} from './Notification/Notification';
export { ExpansionItem, DEFAULT_COLLAPSED_HEIGHT, type ExpansionItemProps } from './ExpansionItem/ExpansionItem';
export { Modal, MODAL_SIZES, type ModalProps, type ModalSize } from './Modal/Modal';
export { TextField, type TextFieldProps } from './TextField/TextField';
export type { TextInputProps } from './TextField/TextFieldBase';
export * from './TextField/masks';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField';
export { passwordStrength, PASSWORD_MIN_LENGTH, type PasswordStrength } from './PasswordField/strength';
export { Select, type SelectOption, type SelectProps } from './Select/Select';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
