import type { ReactNode } from 'react';
import { useLog } from '../../log/useLog';
import { classNames } from '../../util/classNames';
import { oneOf } from '../../util/guards';
import { Icon, type IconName } from '../Icon/Icon';
import { TextLink } from '../TextLink/TextLink';

export const BANDEROLE_VARIANTS = ['default', 'highlight', 'dark'] as const;
export type BanderoleVariant = (typeof BANDEROLE_VARIANTS)[number];

export interface BanderoleProps {
  /** The look: `default` (light grey), `highlight` (yellow) or `dark` (primary blue, inverted link). Default `default`. */
  variant?: BanderoleVariant;
  /** The note's text. */
  text: ReactNode;
  /** An icon (24 px) before the text. */
  icon?: IconName;
  /** A link after the text, `{ href, text }`, shown as a TextLink with an arrow. */
  link?: { href: string; text: ReactNode };
  /** Further class names for the strip. */
  className?: string;
}

/** A note strip, e.g. a promotion at the top of the footer. */
export function Banderole({ variant, text, icon, link, className }: BanderoleProps) {
  const look = oneOf('banderole variant', BANDEROLE_VARIANTS, variant, 'default', useLog());
  const classes = classNames('sf-banderole', `sf-banderole--${look}`, className);
  return (
    <div className={classes}>
      {icon && <Icon name={icon} size={24} className="sf-banderole__icon" />}
      <p className="sf-banderole__text">{text}</p>
      {link && (
        <TextLink href={link.href} variant={look === 'dark' ? 'inverted' : 'secondary'} icon="arrow-right" className="sf-banderole__link">
          {link.text}
        </TextLink>
      )}
    </div>
  );
}
