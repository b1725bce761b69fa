import type { ReactNode } from 'react';
import { useLog } from '../../log/useLog';
import { classNames } from '../../util/classNames';
import { oneOf } from '../../util/guards';

export const TEXT_SIZES = ['xs', 's', 'm', 'l', 'xl'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const TEXT_TAGS = ['p', 'span', 'div', 'h2', 'h3', 'h4', 'strong', 'small'] as const;
export type TextTag = (typeof TEXT_TAGS)[number];

export interface TextProps {
  /** The font size: `xs` `s` `m` `l` `xl` (0.75 / 0.875 / 1 / 1.25 / 1.75 em). Default `m`. */
  size?: TextSize;
  /** The font weight: `regular` or `bold`; an invalid value logs an error and is `regular`. Default inherited. */
  weight?: 'regular' | 'bold';
  /** The decoration: `none`, `underline` or `line-through`; an invalid value logs an error and is `none`. Default inherited. */
  decoration?: 'none' | 'underline' | 'line-through';
  /** The alignment: `start`, `center` or `end`; an invalid value logs an error and is `start`. Default inherited. */
  alignment?: 'start' | 'center' | 'end';
  /** The text transform: `none`, `uppercase` or `capitalize`; an invalid value logs an error and is `none`. Default inherited. */
  transform?: 'none' | 'uppercase' | 'capitalize';
  /** The element: `p`, `span`, `div`, `h2`, `h3`, `h4`, `strong` or `small`. Default `p`. */
  tag?: TextTag;
  /** The element's id. */
  id?: string;
  /** Further class names for the element. */
  className?: string;
  /** The text. */
  children?: ReactNode;
}

/** Text in the kit's type scale, as a paragraph, span, heading or other text tag. */
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
