import type { ReactNode } from 'react';
import { useLog } from '../../host/context';
import { classNames } from '../../util/classNames';
import { oneOf } from '../../util/guards';

export const TEXT_SIZES = ['xs', 's', 'm', 'l', 'xl'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const TEXT_TAGS = ['p', 'span', 'div', 'h2', 'h3', 'h4', 'strong', 'small'] as const;
export type TextTag = (typeof TEXT_TAGS)[number];

export interface TextProps {
  size?: TextSize;
  weight?: 'regular' | 'bold';
  decoration?: 'none' | 'underline' | 'line-through';
  alignment?: 'start' | 'center' | 'end';
  transform?: 'none' | 'uppercase' | 'capitalize';
  tag?: TextTag;
  id?: string;
  className?: string;
  children?: ReactNode;
}

export function Text({ size, weight, decoration, alignment, transform, tag, id, className, children }: TextProps) {
  const log = useLog();
  const Tag = oneOf('text tag', TEXT_TAGS, tag, 'p', log);
  const classes = classNames(
    'sf-text',
    `sf-text--${oneOf('text size', TEXT_SIZES, size, 'm', log)}`,
    weight && `sf-text--${oneOf('text weight', ['regular', 'bold'], weight, 'regular', log)}`,
    decoration && `sf-text--${oneOf('text decoration', ['none', 'underline', 'line-through'], decoration, 'none', log)}`,
    alignment && `sf-text--${oneOf('text alignment', ['start', 'center', 'end'], alignment, 'start', log)}`,
    transform && `sf-text--${oneOf('text transform', ['none', 'uppercase', 'capitalize'], transform, 'none', log)}`,
    className,
  );
  return (
    <Tag id={id} className={classes}>
      {children}
    </Tag>
  );
}
