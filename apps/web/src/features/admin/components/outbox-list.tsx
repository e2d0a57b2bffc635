import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cn, focusRing } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLang } from '../../../hooks/use-lang';
import { outboxQueryOptions } from '../api/get-outbox';

/** The mails kept while no SMTP server is configured (reset links masked), newest first. */
export function OutboxList() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const mails = useQuery(outboxQueryOptions());
  if (mails.isPending) return <Skeleton className="h-24 w-full" />;
  if (mails.isError)
    return <ErrorState message={t('table.error')} onRetry={() => void mails.refetch()} retrying={mails.isFetching} />;
  if (mails.data.length === 0) return <EmptyState title={t('outbox.empty')} />;
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="flex flex-col gap-2">
      {mails.data.map((mail) => (
        <li key={mail.id}>
          <details className="group rounded-xl border border-border bg-surface">
            <summary
              className={cn(
                'flex cursor-pointer flex-wrap items-baseline justify-between gap-2 rounded-xl px-3 py-2 text-sm',
                focusRing,
              )}
            >
              <span className="min-w-0">
                <span className="font-medium text-fg">{mail.subject ?? t(`outbox.kind`, { kind: mail.kind })}</span>
                <span className="ms-2 break-all text-fg-muted">{t('outbox.to', { to: mail.to })}</span>
              </span>
              <time dateTime={mail.created_at} className="text-xs text-fg-muted tabular-nums">
                {format.format(new Date(mail.created_at))}
              </time>
            </summary>
            <pre className="overflow-x-auto border-t border-border px-3 py-2 text-xs whitespace-pre-wrap text-fg">
              {mail.text ?? t('outbox.noBody')}
            </pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
