import iconCss from './Icon/Icon.css?inline';
import textCss from './Text/Text.css?inline';
import textLinkCss from './TextLink/TextLink.css?inline';
import buttonCss from './Button/Button.css?inline';
import iconButtonCss from './IconButton/IconButton.css?inline';
import banderoleCss from './Banderole/Banderole.css?inline';
import notificationCss from './Notification/Notification.css?inline';
import expansionItemCss from './ExpansionItem/ExpansionItem.css?inline';
import modalCss from './Modal/Modal.css?inline';

export { Icon, ICON_NAMES, ICON_SIZES, isIconName, type IconName, type IconProps, type IconSize } from './Icon/Icon';
export { Text, type TextProps, type TextSize, type TextTag } from './Text/Text';
export { TextLink, type TextLinkProps, type TextLinkVariant, type TextLinkSize } from './TextLink/TextLink';
export { Button, BUTTON_TYPES, BUTTON_VARIANTS, type ButtonProps, type ButtonType, type ButtonVariant } from './Button/Button';
export { RIPPLE_MS } from './Button/useRipple';
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

/** CSS of the display widgets the elements render, adopted by every element through `widgetStyles`. */
export const displayStyles = [
  iconCss,
  textLinkCss,
  buttonCss,
  iconButtonCss,
  banderoleCss,
  notificationCss,
  expansionItemCss,
  modalCss,
].join('\n');

/** CSS of Text, which no element renders (the demo gallery shows it): not in `widgetStyles`. */
export const textStyles = textCss;
