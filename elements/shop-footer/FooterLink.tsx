import type { ReactNode } from 'react';
import { classNames } from '../../src/util/classNames';
import type { IconName } from '../../src/widgets/Icon/Icon';
import { TextLink } from '../../src/widgets/TextLink/TextLink';
import { isExternalUrl } from './safeUrl';
import type { FooterLink as FooterLinkData } from './types';

interface Props {
  link: FooterLinkData;
  icon?: IconName;
  className?: string;
  /** What the link shows; the link's text by default. */
  children?: ReactNode;
}

/**
 * A content link. Without a (safe) URL only its text shows. An address on another origin opens in
 * a new tab without referrer, with a hint for screen readers (TextLink adds both).
 */
export function FooterLink({ link, icon, className, children }: Props) {
  if (!link.url) return <span className={classNames('ft-plain', className)}>{children ?? link.text}</span>;
  const external = isExternalUrl(link.url);
  return (
    <TextLink
      href={link.url}
      variant="secondary"
      icon={icon ?? null}
      iconPosition="prepend"
      target={external ? '_blank' : undefined}
      className={className}
    >
      {children ?? link.text}
    </TextLink>
  );
}
