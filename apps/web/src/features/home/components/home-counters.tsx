import { Heart, LayoutList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLang } from '../../../hooks/use-lang';
import { useStats } from '../api/get-stats';
import { numberFormat } from '../../../lib/number-format';

/** Counters of lists and accumulated likes, in tabular figures. */
export function HomeCounters() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const stats = useStats(lang);
  const format = numberFormat(lang);

  if (stats.isError) {
    return (
      <ErrorState message={t('counters.error')} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
    );
  }
  const counters = [
    { key: 'lists', value: stats.data?.lists, Icon: LayoutList, tone: 'text-accent' },
    { key: 'likes', value: stats.data?.likes, Icon: Heart, tone: 'text-heart' },
  ] as const;
  return (
    <section aria-label={t('counters.label')} aria-busy={stats.isPending || undefined}>
      <dl className="grid grid-cols-2 gap-4">
        {counters.map(({ key, value, Icon, tone }) => (
          <div
            key={key}
            className="flex flex-col-reverse items-start gap-1 rounded-2xl border border-border bg-surface p-5 sm:flex-row-reverse sm:items-center sm:justify-end sm:gap-4"
          >
            <dt className="text-sm text-fg-muted sm:text-base">{t(`counters.${key}`)}</dt>
            <dd className="flex items-center gap-3">
              <Icon aria-hidden="true" className={`size-6 ${tone}`} />
              {value === undefined ? (
                <Skeleton className="h-9 w-16" />
              ) : (
                <span className="text-3xl font-bold text-fg tabular-nums">{format.format(value)}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
