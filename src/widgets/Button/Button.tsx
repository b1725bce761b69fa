import type { AriaAttributes, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLog } from '../../log/useLog';
import { classNames } from '../../util/classNames';
import { oneOf } from '../../util/guards';
import { Icon, type IconName } from '../Icon/Icon';
import { useRipple } from './useRipple';

export const BUTTON_VARIANTS = ['primary-fill', 'primary-outline', 'secondary-fill', 'secondary-outline', 'text'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
/** The native button types, shared by every widget that renders a button. */
export const BUTTON_TYPES = ['button', 'submit', 'reset'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];

export interface ButtonProps extends AriaAttributes {
  /** The look: `primary-fill`, `primary-outline`, `secondary-fill`, `secondary-outline` or `text`. Default `primary-fill`. */
  variant?: ButtonVariant;
  /** Stretches the button over the full width of its container. Default off. */
  fullWidth?: boolean;
  /** An icon (16 px) before the label. */
  prependIcon?: IconName;
  /** An icon (16 px) after the label. */
  appendIcon?: IconName;
  /** The element: `button`, or `a` (a link, needs an `href`). Default `button`. */
  tag?: 'button' | 'a';
  /** The link's URL, used with `tag="a"`. */
  href?: string;
  /** The native button type: `button`, `submit` or `reset`. Default `button`. */
  type?: ButtonType;
  /** Renders an inert native `<button disabled>`, also for `tag="a"`. Default off. */
  disabled?: boolean;
  /**
   * Shows a spinner, sets aria-busy and aria-disabled and ignores clicks (a submit is cancelled); the label stays for screen
   * readers, with a hidden "loading" text. Default off.
   */
  loading?: boolean;
  /** Called on every click (not while loading). */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** The button's id. */
  id?: string;
  /** Further class names for the button. */
  className?: string;
  /** The label. */
  children: ReactNode;
}

/** The kit's button (or a link styled as one) in five variants, with optional icons and a loading state. */
export function Button({
  variant,
  fullWidth = false,
  prependIcon,
  appendIcon,
  tag = 'button',
  href,
  type = 'button',
  disabled = false,
  loading = false,
  onClick,
  id,
  className,
  children,
  ...aria
}: ButtonProps) {
  const { t } = useTranslation('common');
  const { start, ink } = useRipple();
  const log = useLog();
  const look = oneOf('button variant', BUTTON_VARIANTS, variant, 'primary-fill', log);
  const buttonType = oneOf('button type', BUTTON_TYPES, type, 'button', log);
  const classes = classNames('sf-button', `sf-button--${look}`, fullWidth && 'sf-button--full', loading && 'sf-button--loading', className);

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (loading) {
      event.preventDefault(); // no second submit, no navigation while busy
      return;
    }
    start(event);
    onClick?.(event);
  };

  const content = (
    <>
      <span className="sf-button__content">
        {prependIcon && <Icon name={prependIcon} size={16} />}
        <span className="sf-button__label">{children}</span>
        {appendIcon && <Icon name={appendIcon} size={16} />}
      </span>
      {loading && (
        <>
          <span className="sf-button__spinner" aria-hidden="true" />
          <span className="sf-visually-hidden">{t('loading')}</span>
        </>
      )}
      {ink}
    </>
  );

  // A disabled button or link is an inert native button, as the specification asks.
  if (tag === 'a' && href && !disabled) {
    return (
      <a
        {...aria}
        id={id}
        className={classes}
        href={href}
        onClick={handleClick}
        aria-busy={loading || undefined}
        aria-disabled={loading || undefined}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      {...aria}
      id={id}
      className={classes}
      type={buttonType}
      disabled={disabled}
      onClick={handleClick}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
    >
      {content}
    </button>
  );
}
