import type { ReactNode } from 'react';
import { oneOf } from '../../constants';

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
  const Tag = oneOf('text tag', TEXT_TAGS, tag, 'p');
  const classes = [
    'sf-text',
    `sf-text--${oneOf('text size', TEXT_SIZES, size, 'm')}`,
    weight && `sf-text--${oneOf('text weight', ['regular', 'bold'], weight, 'regular')}`,
    decoration && `sf-text--${oneOf('text decoration', ['none', 'underline', 'line-through'], decoration, 'none')}`,
    alignment && `sf-text--${oneOf('text alignment', ['start', 'center', 'end'], alignment, 'start')}`,
    transform && `sf-text--${oneOf('text transform', ['none', 'uppercase', 'capitalize'], transform, 'none')}`,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Tag id={id} className={classes}>
      {children}
    </Tag>
  );
}
