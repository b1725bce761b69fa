import type { AriaAttributes, MouseEvent } from 'react';
import { useLog } from '../../log/useLog';
import { classNames } from '../../util/classNames';
import { oneOf } from '../../util/guards';
import { BUTTON_TYPES, type ButtonType } from '../Button/Button';
import { useRipple } from '../Button/useRipple';
import { Icon, type IconName } from '../Icon/Icon';

export const ICON_BUTTON_VARIANTS = ['primary-default', 'secondary', 'ghost'] as const;
export type IconButtonVariant = (typeof ICON_BUTTON_VARIANTS)[number];
export const ICON_BUTTON_SIZES = ['small', 'medium', 'large'] as const;
export type IconButtonSize = (typeof ICON_BUTTON_SIZES)[number];

const ICON_PIXELS = { small: 16, medium: 16, large: 24 } as const;

export interface IconButtonProps extends Pick<AriaAttributes, 'aria-expanded' | 'aria-controls' | 'aria-pressed' | 'aria-describedby'> {
  /** The icon shown. */
  icon: IconName;
  /** The accessible name (`aria-label`); the button shows only the icon. */
  label: string;
  /** The look: `primary-default`, `secondary` or `ghost`. Default `primary-default`. */
  variant?: IconButtonVariant;
  /** `small` 24 px, `medium` 32 px, `large` 44 px square. Default `large`. */
  size?: IconButtonSize;
  /** The element: `button`, or `a` (a link, needs an `href`). Default `button`. */
  tag?: 'button' | 'a';
  /** The link's URL, used with `tag="a"`. */
  href?: string;
  /** The native button type: `button`, `submit` or `reset`. Default `button`. */
  type?: ButtonType;
  /** Renders an inert native button. Default off. */
  disabled?: boolean;
  /** Called on every click. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** The button's id. */
  id?: string;
  /** Further class names for the button. */
  className?: string;
}

/** A button that shows only an icon; its `label` is its accessible name. */
export function IconButton({
  icon,
  label,
  variant,
  size,
  tag = 'button',
  href,
  type = 'button',
  disabled = false,
  onClick,
  id,
  className,
  ...aria
}: IconButtonProps) {
  const { start, ink } = useRipple();
  const log = useLog();
  const look = oneOf('icon button variant', ICON_BUTTON_VARIANTS, variant, 'primary-default', log);
  const dimension = oneOf('icon button size', ICON_BUTTON_SIZES, size, 'large', log);
  const buttonType = oneOf('button type', BUTTON_TYPES, type, 'button', log);
  if (!label) log.error(`IconButton "${icon}" needs a label (its accessible name).`);
  const classes = classNames('sf-icon-button', `sf-icon-button--${look}`, `sf-icon-button--${dimension}`, className);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    start(event);
    onClick?.(event);
  };
  const content = (
    <>
      <Icon name={icon} size={ICON_PIXELS[dimension]} />
      {ink}
    </>
  );

  if (tag === 'a' && href && !disabled) {
    return (
      <a {...aria} id={id} className={classes} href={href} aria-label={label} onClick={handleClick}>
        {content}
      </a>
    );
  }
  return (
    <button {...aria} id={id} className={classes} type={buttonType} disabled={disabled} aria-label={label} onClick={handleClick}>
      {content}
    </button>
  );
}
