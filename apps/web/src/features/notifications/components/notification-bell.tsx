import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { unseenNotificationsQueryOptions } from '../api/get-unseen-notifications';
import { useNotificationStream } from '../hooks/use-notification-stream';

/**
 * The bell: a link to the member's notifications with a red dot while some are unseen (the
 * count is in its name for screen readers). It holds the tab's event stream, and polls only while
 * the stream is closed.
 */
export function NotificationBell({ userId, sessionConfirmed }: { userId: number; sessionConfirmed: boolean }) {
  const { t } = useTranslation('nav');
  const streamOpen = useNotificationStream(sessionConfirmed ? userId : null);
  const unseen = useQuery({ ...unseenNotificationsQueryOptions(userId, streamOpen), enabled: sessionConfirmed });
  const count = unseen.data?.length ?? 0;
  const label = count > 0 ? t('notificationsUnseen', { count }) : t('notifications');
  return (
    <Link
      to={paths.notifications.href(userId)}
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'relative size-10 px-0' })}
    >
      <Bell aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-dot"
          className="absolute top-2 end-2 size-2.5 rounded-full bg-danger ring-2 ring-surface"
        />
      )}
    </Link>
  );
}
