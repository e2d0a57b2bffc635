import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLang } from '../../../hooks/use-lang';
import { moderationLogQueryOptions } from '../api/get-moderation-log';

/** Who did what to whom, and when (the latest 50 moderation actions). */
export function ModerationLog() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const log = useQuery(moderationLogQueryOptions());
  if (log.isPending) return <Skeleton className="h-24 w-full" />;
  if (log.isError)
    return <ErrorState message={t('table.error')} onRetry={() => void log.refetch()} retrying={log.isFetching} />;
  if (log.data.length === 0) return <EmptyState title={t('moderation.empty')} />;
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ol className="flex flex-col divide-y divide-border rounded-xl border border-border">
      {log.data.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2 text-sm">
          <span className="text-fg">
            {t(`moderation.${entry.action}`, { admin: entry.admin.user_name, target: entry.target_label })}
          </span>
          <time dateTime={entry.created_at} className="text-xs text-fg-muted tabular-nums">
            {format.format(new Date(entry.created_at))}
          </time>
        </li>
      ))}
    </ol>
  );
}
