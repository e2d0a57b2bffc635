import type { Notification } from '@pepites/contracts';
import { useTranslation } from 'react-i18next';
import { cn, focusRing } from '../../../components/ui/cn';
import { useLang } from '../../../hooks/use-lang';
import { NotificationIcon } from './notification-icon';

/** The text in the current language: `message` is French, `message_en` English. */
export function notificationText(notification: Notification, lang: 'fr' | 'en'): string {
  return lang === 'fr' ? notification.message : notification.message_en;
}

interface NotificationRowProps {
  notification: Notification;
  dateFormat: Intl.DateTimeFormat;
  onOpen: (notification: Notification) => void;
}

/** One notification: its icon, its text, when, and an unread dot; opening it marks it seen. */
export function NotificationRow({ notification, dateFormat, onOpen }: NotificationRowProps) {
  const { t } = useTranslation('notifications');
  const lang = useLang();
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={cn(
          'flex w-full items-start gap-3 rounded-xl border px-3 py-3 text-start transition-colors duration-150 sm:px-4',
          notification.seen
            ? 'border-border bg-surface hover:bg-surface-2'
            : 'border-accent/40 bg-accent-soft hover:bg-surface-2',
          focusRing,
        )}
      >
        <NotificationIcon notification={notification} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className={cn('text-sm text-fg', !notification.seen && 'font-semibold')}>
            {notificationText(notification, lang)}
          </span>
          <time dateTime={notification.created_at} className="text-xs text-fg-muted tabular-nums">
            {dateFormat.format(new Date(notification.created_at))}
          </time>
        </span>
        {!notification.seen && (
          <span className="mt-1.5 flex shrink-0 items-center">
            <span aria-hidden="true" data-testid="unread-dot" className="size-2.5 rounded-full bg-danger" />
            <span className="sr-only">{t('unread')}</span>
          </span>
        )}
      </button>
    </li>
  );
}
