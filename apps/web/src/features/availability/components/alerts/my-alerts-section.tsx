import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogPager } from '../../../../components/ui/dialog-pager';
import { ErrorState } from '../../../../components/ui/error-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useMyAlerts } from '../../api/get-my-alerts';
import { ChooseServicesLink } from '../choose-services-link';
import { ArrivalMailForm } from './arrival-mail-form';
import { FollowedListRow, FollowedTitleRow } from './followed-rows';

/**
 * On the notification settings (where the arrival mails link): how arrivals are mailed, and the
 * titles and lists the member follows, each with a way to stop (docs/product.md#what-can-i-watch-tonight).
 */
export function MyAlertsSection() {
  const { t } = useTranslation('availability');
  const [page, setPage] = useState(1);
  const alerts = useMyAlerts(page);
  return (
    <section
      aria-labelledby="my-alerts-title"
      className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="my-alerts-title" className="flex items-center gap-2 text-lg font-semibold text-fg">
          <BellRing aria-hidden="true" className="size-5 text-accent" />
          {t('myAlerts.title')}
        </h2>
        <p className="text-sm text-fg-muted">
          {t('myAlerts.intro')} <ChooseServicesLink label={t('myAlerts.services')} />
        </p>
      </div>
      {alerts.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-14 w-full rounded-xl" />
          ))}
        </div>
      ) : alerts.isError ? (
        <ErrorState message={alerts.error.message} onRetry={() => void alerts.refetch()} retrying={alerts.isFetching} />
      ) : (
        <>
          <ArrivalMailForm key={alerts.data.mail} initial={alerts.data.mail} />
          <div className="flex flex-col gap-3">
            <h3 className="font-semibold text-fg">{t('myAlerts.titles', { count: alerts.data.total })}</h3>
            {alerts.data.titles.length === 0 ? (
              <p className="text-sm text-fg-muted">{t('myAlerts.noTitles')}</p>
            ) : (
              <ul className="flex flex-col gap-2" aria-busy={alerts.isPlaceholderData}>
                {alerts.data.titles.map((title) => (
                  <FollowedTitleRow key={`${title.type}:${title.provider_id}`} title={title} />
                ))}
              </ul>
            )}
            <DialogPager
              page={alerts.data.page}
              totalPages={alerts.data.totalPages}
              onPage={setPage}
              labels={{
                previous: t('myAlerts.previous'),
                next: t('myAlerts.next'),
                status: t('myAlerts.page', { page: alerts.data.page, total: alerts.data.totalPages }),
              }}
            />
          </div>
          <div className="flex flex-col gap-3">
            <h3 className="font-semibold text-fg">{t('myAlerts.lists', { count: alerts.data.lists.length })}</h3>
            {alerts.data.lists.length === 0 ? (
              <p className="text-sm text-fg-muted">{t('myAlerts.noLists')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {alerts.data.lists.map((list) => (
                  <FollowedListRow key={list.list_id} list={list} />
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
