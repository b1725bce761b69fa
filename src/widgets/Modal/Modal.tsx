import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLog } from '../../log/useLog';
import { classNames } from '../../util/classNames';
import { oneOf } from '../../util/guards';
import { IconButton } from '../IconButton/IconButton';

export const MODAL_SIZES = ['S', 'M', 'L'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export interface ModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Escape, a click on the backdrop and the close button. */
  onClose: () => void;
  /** Width: `S` 400 px, `M` 640 px, `L` 960 px at most; full width minus 16 px on small screens. Default `M`. */
  size?: ModalSize;
  /** The `h2` that names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** The body; it scrolls when tall. */
  children?: ReactNode;
  /** Shown right-aligned below the body, e.g. buttons. */
  footer?: ReactNode;
  /** Receives focus on opening. Default the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Further class names for the dialog. */
  className?: string;
}

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

function tabbables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => !element.closest('[hidden], [inert]'));
}

/** The focused element as seen from the dialog's own root (a shadow root inside an element). */
function focusedIn(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? document.activeElement;
}

/**
 * A modal dialog rendered in place with fixed positioning. Escape, a click on the backdrop and the
 * close button close it; Tab stays inside; focus goes back to where it was. The page's own styles
 * (body scroll) are left alone.
 */
export function Modal({ open, onClose, size, title, children, footer, initialFocusRef, className }: ModalProps) {
  const { t } = useTranslation('common');
  const dimension = oneOf('modal size', MODAL_SIZES, size, 'M', useLog());
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = `sf-modal-${useId().replace(/[^\w-]/g, '')}-title`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previous = focusedIn(dialog);
    (initialFocusRef?.current ?? dialog).focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = tabbables(dialog);
    const active = focusedIn(dialog);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const handleBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.type === 'mousedown') pressedOnBackdrop.current = event.target === event.currentTarget;
    else if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click closes; keyboard users have Escape and the close button
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: same
    <div className="sf-modal" onMouseDown={handleBackdrop} onClick={handleBackdrop} onKeyDown={handleKeyDown}>
      <div
        ref={dialogRef}
        className={classNames('sf-modal__dialog', `sf-modal__dialog--${dimension}`, className)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-size={dimension}
      >
        <div className="sf-modal__header">
          <h2 id={titleId} className="sf-modal__title">
            {title}
          </h2>
          <IconButton icon="close" label={t('close')} variant="ghost" size="large" onClick={onClose} className="sf-modal__close" />
        </div>
        <div className="sf-modal__body">{children}</div>
        {footer && <div className="sf-modal__footer">{footer}</div>}
      </div>
    </div>
  );
}
