import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLog } from '../../log/useLog';
import type { Logger } from '../../log/logger';
import { classNames } from '../../util/classNames';
import { TextLink } from '../TextLink/TextLink';

export const DEFAULT_COLLAPSED_HEIGHT = 96;

export interface ExpansionItemProps {
  /**
   * Height in px the content is clipped to while collapsed (the legal notice uses 60); an invalid height logs an error and
   * 96 is used. Default `96`.
   */
  collapsedHeight?: number;
  /** Controlled state; leave undefined to let the item keep its own. Default uncontrolled. */
  expanded?: boolean;
  /** The initial state when uncontrolled. Default off. */
  defaultExpanded?: boolean;
  /** Called on every toggle, with the new state. */
  onToggle?: (expanded: boolean) => void;
  /** The item's id; the content gets the id `<id>-content`. */
  id?: string;
  /** The toggle's texts `{ more, less }`. Default the common `showMore` / `showLess` ("Mehr anzeigen" / "Weniger anzeigen"). */
  toggleLabels?: { more: string; less: string };
  /** Further class names for the item. */
  className?: string;
  /** The content. */
  children: ReactNode;
}

function validHeight(value: number | undefined, log: Logger): number {
  if (value === undefined) return DEFAULT_COLLAPSED_HEIGHT;
  if (Number.isFinite(value) && value > 0) return value;
  log.error(`Invalid expansion collapsedHeight "${String(value)}"; using ${DEFAULT_COLLAPSED_HEIGHT}.`);
  return DEFAULT_COLLAPSED_HEIGHT;
}

/**
 * Content clipped to a teaser height with a fade and a show more / show less toggle. The clipped
 * text stays readable for screen readers; focusing anything inside expands it, so a keyboard user
 * never lands on a hidden link.
 */
export function ExpansionItem({
  collapsedHeight,
  expanded,
  defaultExpanded = false,
  onToggle,
  id,
  toggleLabels,
  className,
  children,
}: ExpansionItemProps) {
  const { t } = useTranslation('common');
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const open = expanded ?? ownExpanded;
  const generatedId = `sf-expansion-${useId().replace(/[^\w-]/g, '')}`;
  const contentId = `${id ?? generatedId}-content`;
  const height = validHeight(collapsedHeight, useLog());
  const labels = toggleLabels ?? { more: t('showMore'), less: t('showLess') };

  const toggle = (next: boolean) => {
    if (expanded === undefined) setOwnExpanded(next);
    onToggle?.(next);
  };

  // The focus reached a link the clip hid: the browser scrolled it into view inside the clip, and
  // the expansion then moved it down, possibly below the window's edge. Once expanded, bring it
  // back into view (WCAG 2.4.11, focus not obscured).
  const focusedWhileCollapsed = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (!open || !focusedWhileCollapsed.current) return;
    focusedWhileCollapsed.current.scrollIntoView?.({ block: 'nearest' });
    focusedWhileCollapsed.current = null;
  }, [open]);

  return (
    <div id={id} className={classNames('sf-expansion', open ? 'sf-expansion--expanded' : 'sf-expansion--collapsed', className)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focus moving into collapsed content expands it (keyboard users reach hidden links) */}
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: same */}
      <div
        id={contentId}
        className="sf-expansion__content"
        style={open ? undefined : { maxHeight: `${height}px` }}
        onFocus={(event) => {
          if (open) return;
          focusedWhileCollapsed.current = event.target;
          toggle(true);
        }}
      >
        {children}
      </div>
      <TextLink
        className="sf-expansion__toggle"
        variant="primary"
        icon={open ? 'chevron-up' : 'chevron-down'}
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => toggle(!open)}
      >
        {open ? labels.less : labels.more}
      </TextLink>
    </div>
  );
}
