import type { AriaAttributes, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLog } from '../../log/useLog';
import { classNames } from '../../util/classNames';
import { oneOf } from '../../util/guards';
import { BUTTON_TYPES, type ButtonType } from '../Button/Button';
import { Icon, type IconName } from '../Icon/Icon';

export const TEXT_LINK_VARIANTS = ['primary', 'secondary', 'inverted'] as const;
export type TextLinkVariant = (typeof TEXT_LINK_VARIANTS)[number];
export const TEXT_LINK_SIZES = ['small', 'medium', 'large'] as const;
export type TextLinkSize = (typeof TEXT_LINK_SIZES)[number];

const ICON_PIXELS = { small: 12, medium: 16, large: 16 } as const;

export interface TextLinkProps extends Pick<AriaAttributes, 'aria-expanded' | 'aria-controls' | 'aria-describedby' | 'aria-current'> {
  /** The link's URL; makes it an `<a>` (without it the TextLink is a `<button>`). */
  href?: string;
  /** The look: `primary`, `secondary` or `inverted` (for dark backgrounds). Default `primary`. */
  variant?: TextLinkVariant;
  /** `small`, `medium` or `large`. Default `medium`. */
  size?: TextLinkSize;
  /** An `IconName`; `null` shows no icon. Default `link-up`. */
  icon?: IconName | null;
  /** Where the icon goes: `append` (after the text) or `prepend` (before it). Default `append`. */
  iconPosition?: 'append' | 'prepend';
  /**
   * The element: `a` or `button`; `a` needs an `href` (without one it logs an error and renders a button). Default `button`,
   * `a` when an href is given.
   */
  tag?: 'a' | 'button';
  /** The native button type (button only): `button`, `submit` or `reset`. Default `button`. */
  type?: ButtonType;
  /** Renders an inert native button (never a link). Default off. */
  disabled?: boolean;
  /**
   * The link's target; `_blank` adds a visually hidden "(opens in a new tab)" and sets `rel="noopener noreferrer"` unless
   * `rel` is given.
   */
  target?: string;
  /** The link's rel; replaces the `noopener noreferrer` that `target="_blank"` sets. */
  rel?: string;
  /** Called on every click. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** The link's or button's id. */
  id?: string;
  /** Further class names for the link or button. */
  className?: string;
  /** The link text. */
  children: ReactNode;
}

// Its own component: a footer has about a hundred links, and each useTranslation() costs its instance.
function NewTabNote() {
  const { t } = useTranslation('common');
  return <span className="sf-visually-hidden"> {t('opensInNewTab')}</span>;
}

/** A link, or a button that looks like one, with an optional icon; at least 24 px high. */
export function TextLink({
  href,
  variant,
  size,
  icon = 'link-up',
  iconPosition,
  tag,
  type = 'button',
  disabled = false,
  target,
  rel,
  onClick,
  id,
  className,
  children,
  ...aria
}: TextLinkProps) {
  const log = useLog();
  const look = oneOf('text link variant', TEXT_LINK_VARIANTS, variant, 'primary', log);
  const dimension = oneOf('text link size', TEXT_LINK_SIZES, size, 'medium', log);
  const position = oneOf('text link icon position', ['append', 'prepend'], iconPosition, 'append', log);
  const buttonType = oneOf('button type', BUTTON_TYPES, type, 'button', log);
  const classes = classNames('sf-link', `sf-link--${look}`, `sf-link--${dimension}`, className);
  const glyph = icon ? <Icon name={icon} size={ICON_PIXELS[dimension]} /> : null;
  const newTab = target === '_blank';
  const content = (
    <>
      {position === 'prepend' && glyph}
      <span className="sf-link__text">{children}</span>
      {newTab && !disabled && <NewTabNote />}
      {position === 'append' && glyph}
    </>
  );

  if (tag === 'a' && !href) log.error('TextLink with tag "a" needs an href; rendering a button.');
  if (href && !disabled && tag !== 'button') {
    return (
      <a
        {...aria}
        id={id}
        className={classes}
        href={href}
        target={target}
        rel={rel ?? (newTab ? 'noopener noreferrer' : undefined)}
        onClick={onClick}
      >
        {content}
      </a>
    );
  }
  return (
    <button {...aria} id={id} className={classes} type={buttonType} disabled={disabled} onClick={onClick}>
      {content}
    </button>
  );
}
