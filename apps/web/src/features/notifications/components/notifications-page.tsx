import type { Notification } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { BellOff, CheckCheck, Settings } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { notify } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useLang } from '../../../hooks/use-lang';
import { notificationsPageQueryOptions } from '../api/get-notifications-page';
import { useMarkAllSeen } from '../api/mark-all-seen';
import { useMarkSeen } from '../api/mark-seen';
import { destinationOf } from '../lib/notification-destination';
import { NotificationRow } from './notification-row';

interface NotificationsPageProps {
  userId: number;
  page: number;
  hrefForPage: (page: number) => string;
}

/** /notifications/{userId} (docs/product.md#notifications): every notification, newest first, unread ones marked. */
export function NotificationsPage({ userId, page, hrefForPage }: NotificationsPageProps) {
  const { t } = useTranslation('notifications');
  const lang = useLang();
  const navigate = useNavigate();
  const notifications = useQuery(notificationsPageQueryOptions(userId, page));
  const markSeen = useMarkSeen(userId);
  const markAll = useMarkAllSeen(userId);
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }), [lang]);

  const open = (notification: Notification) => {
    const destination = destinationOf(notification);
    const go = () => destination && void navigate(destination);
    if (notification.seen) return go();
    markSeen.mutate(notification.id, { onSuccess: go, onError: (error) => notify.error(error.message) });
  };

  const unseen = notifications.data?.unseen ?? 0;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-semibold tracking-tight text-fg">{t('title')}</h1>
          {notifications.data && <p className="text-sm text-fg-muted">{t('unseenCount', { count: unseen })}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.notificationSettings.href()} className={buttonClasses({ variant: 'ghost' })}>
            <Settings aria-hidden="true" className="size-4" />
            {t('settings.link')}
          </Link>
          <Button
            variant="secondary"
            disabled={unseen === 0}
            loading={markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, {
                onSuccess: (body) => notify.success(body.message),
                onError: (error) => notify.error(error.message),
              })
            }
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            {t('markAll')}
          </Button>
        </div>
      </div>
      {notifications.isPending ? (
        <ul aria-hidden="true" className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-16 w-full rounded-xl" />
          ))}
        </ul>
      ) : notifications.isError ? (
        <ErrorState
          message={t('loadError')}
          onRetry={() => void notifications.refetch()}
          retrying={notifications.isFetching}
        />
      ) : notifications.data.notifications.length === 0 ? (
        <EmptyState icon={<BellOff />} title={t('empty')} description={t('emptyHint')} />
      ) : (
        <>
          <ul aria-label={t('title')} className="flex flex-col gap-2">
            {notifications.data.notifications.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                dateFormat={dateFormat}
                onOpen={open}
              />
            ))}
          </ul>
          <Pager page={page} totalPages={notifications.data.totalPages} hrefFor={hrefForPage} />
        </>
      )}
    </div>
  );
}
