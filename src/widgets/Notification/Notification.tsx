import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLog } from '../../log/useLog';
import { classNames } from '../../util/classNames';
import { oneOf } from '../../util/guards';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';

export const NOTIFICATION_STATES = ['info', 'success', 'error', 'warning'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];
export const NOTIFICATION_VARIANTS = ['banner', 'copysize', 'footnotesize'] as const;
export type NotificationVariant = (typeof NOTIFICATION_VARIANTS)[number];

const ICON_PIXELS = { banner: 24, copysize: 16, footnotesize: 12 } as const;

export interface NotificationProps {
  /**
   * `info`, `success`, `error` or `warning`: the colours and the icon of that name, labelled for screen readers ("Hinweis",
   * "Erfolg", "Fehler", "Warnung" …). Default `info`.
   */
  state?: NotificationState;
  /**
   * `banner` (tinted box, 24 px icon), `copysize` (inline, copy text size) or `footnotesize` (0.75 em, 12 px icon).
   * Default `banner`.
   */
  variant?: NotificationVariant;
  /** A bold first line. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** The notification's id. */
  id?: string;
  /** Shows a close button ("Schließen") that calls this. */
  onDismiss?: () => void;
  /** Announces the message: role alert for an error, status otherwise. Default off. */
  live?: boolean;
  /** Further class names for the notification. */
  className?: string;
}

/** A message box for info, success, warning or error, optionally announced and dismissible. */
export function Notification({ state, variant, title, children, id, onDismiss, live = false, className }: NotificationProps) {
  const { t } = useTranslation('common');
  const log = useLog();
  const tone = oneOf('notification state', NOTIFICATION_STATES, state, 'info', log);
  const look = oneOf('notification variant', NOTIFICATION_VARIANTS, variant, 'banner', log);
  const role = live ? (tone === 'error' ? 'alert' : 'status') : undefined;
  const classes = classNames('sf-notification', `sf-notification--${tone}`, `sf-notification--${look}`, className);
  return (
    <div className={classes} id={id} role={role} data-state={tone}>
      <Icon name={tone} size={ICON_PIXELS[look]} label={t(`notification.${tone}`)} className="sf-notification__icon" />
      <div className="sf-notification__body">
        {title && <p className="sf-notification__title">{title}</p>}
        {children && <div className="sf-notification__message">{children}</div>}
      </div>
      {onDismiss && (
        <IconButton icon="close" label={t('close')} variant="ghost" size="medium" onClick={onDismiss} className="sf-notification__close" />
      )}
    </div>
  );
}
