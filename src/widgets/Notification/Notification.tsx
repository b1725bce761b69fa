import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_STATES, NOTIFICATION_VARIANTS, oneOf, type NotificationState, type NotificationVariant } from '../../constants';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';

const ICON_PIXELS = { banner: 24, copysize: 16, footnotesize: 12 } as const;

export interface NotificationProps {
  state?: NotificationState;
  variant?: NotificationVariant;
  title?: ReactNode;
  children?: ReactNode;
  id?: string;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  /** Announces the message: role alert for an error, status otherwise. */
  live?: boolean;
  className?: string;
}

export function Notification({ state, variant, title, children, id, onDismiss, live = false, className }: NotificationProps) {
  const { t } = useTranslation('common');
  const tone = oneOf('notification state', NOTIFICATION_STATES, state, 'info');
  const look = oneOf('notification variant', NOTIFICATION_VARIANTS, variant, 'banner');
  const role = live ? (tone === 'error' ? 'alert' : 'status') : undefined;
  const classes = ['sf-notification', `sf-notification--${tone}`, `sf-notification--${look}`, className].filter(Boolean).join(' ');
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
