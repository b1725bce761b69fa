import type { AriaAttributes, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLog } from '../../host/context';
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
  href?: string;
  variant?: TextLinkVariant;
  size?: TextLinkSize;
  /** Default `link-up`; `null` shows no icon. */
  icon?: IconName | null;
  iconPosition?: 'append' | 'prepend';
  /** `button` unless an href is given. */
  tag?: 'a' | 'button';
  type?: ButtonType;
  /** Renders an inert native button. */
  disabled?: boolean;
  target?: string;
  rel?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  id?: string;
  className?: string;
  children: ReactNode;
}

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
  const { t } = useTranslation('common');
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
      {newTab && !disabled && <span className="sf-visually-hidden"> {t('opensInNewTab')}</span>}
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
