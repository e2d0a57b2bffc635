import type { ReportedComment } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn, focusRing } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LinkedText } from '../../../components/ui/linked-text';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { notify } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useLang } from '../../../hooks/use-lang';
import { commentReportsQueryOptions } from '../api/get-comment-reports';
import { useResolveCommentReports } from '../api/resolve-comment-reports';
import { AdminTable, tableClasses as c } from './admin-table-frame';
import { ModerationButton } from './moderation-button';

/** The reports table's page lives in the address beside the dashboard's view (`?reports=2`). */
const PAGE_PARAM = 'reports';

function reportsPage(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * The reported comments (docs/product.md#comments): the text in full, spoilers shown, its
 * list and author, why and how often it was reported; the admin dismisses the reports or deletes it.
 */
export function CommentReportsTable() {
  const { t } = useTranslation('admin');
  const [searchParams] = useSearchParams();
  const page = reportsPage(searchParams);
  const reports = useQuery(commentReportsQueryOptions(page));
  const hrefFor = (next: number) => {
    const params = new URLSearchParams(searchParams);
    if (next > 1) params.set(PAGE_PARAM, String(next));
    else params.delete(PAGE_PARAM);
    return `?${params.toString()}`;
  };
  const columns = [
    { label: t('reports.comment') },
    { label: t('reports.list') },
    { label: t('reports.author') },
    { label: t('reports.reasons') },
    { label: t('reports.count'), number: true },
    { label: t('reports.date') },
    { label: t('table.actions') },
  ];
  return (
    <section aria-labelledby="admin-reports" className="flex flex-col gap-3">
      <h2 id="admin-reports" className="text-xl font-semibold text-fg">
        {t('reports.title')}
        {reports.data && (
          <span className="ms-2 text-base font-normal text-fg-muted tabular-nums">({reports.data.total})</span>
        )}
      </h2>
      {reports.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : reports.isError ? (
        <ErrorState message={t('table.error')} onRetry={() => void reports.refetch()} retrying={reports.isFetching} />
      ) : reports.data.reported.length === 0 ? (
        <EmptyState title={t('reports.empty')} />
      ) : (
        <div aria-busy={reports.isPlaceholderData} className="overflow-x-auto rounded-xl border border-border">
          <AdminTable caption={t('reports.title')} columns={columns}>
            {reports.data.reported.map((row) => (
              <ReportRow key={row.comment.id} row={row} />
            ))}
          </AdminTable>
        </div>
      )}
      {reports.data && <Pager page={page} totalPages={reports.data.totalPages} hrefFor={hrefFor} />}
    </section>
  );
}

function ReportRow({ row }: { row: ReportedComment }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const { comment, list } = row;
  return (
    <tr>
      <td className={cn(c.td, 'max-w-96 min-w-56')}>
        {comment.spoiler && (
          <span className="mb-1 inline-block rounded bg-surface-2 px-1.5 text-xs font-medium text-fg-muted">
            {t('reports.spoiler')}
          </span>
        )}
        <LinkedText text={comment.body} className="text-fg" />
      </td>
      <td className={c.td}>
        <Link
          to={paths.listDetails.href(list.id)}
          className={cn('rounded font-medium text-fg hover:underline', focusRing)}
        >
          {list.title}
        </Link>
      </td>
      <td className={c.td}>{comment.author.user_name}</td>
      <td className={c.td}>{row.reasons.map((reason) => t(`reports.reason.${reason}`)).join(', ')}</td>
      <td className={cn(c.td, c.number)}>{row.reports}</td>
      <td className={cn(c.td, 'text-fg-muted tabular-nums')}>
        <time dateTime={row.last_reported_at}>
          {new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(row.last_reported_at),
          )}
        </time>
      </td>
      <td className={c.td}>
        <ReportActions commentId={comment.id} author={comment.author.user_name} />
      </td>
    </tr>
  );
}

function ReportActions({ commentId, author }: { commentId: number; author: string }) {
  const { t } = useTranslation('admin');
  const resolve = useResolveCommentReports();
  const dismiss = () =>
    resolve.mutate(
      { commentId, action: 'dismiss' },
      { onSuccess: ({ message }) => notify.success(message), onError: (error) => notify.error(error.message) },
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={dismiss} disabled={resolve.isPending}>
        {t('reports.dismiss')}
      </Button>
      <ModerationButton
        label={t('reports.delete')}
        question={t('reports.deleteConfirm', { name: author })}
        description={t('reports.deleteHint')}
        run={() => resolve.mutateAsync({ commentId, action: 'delete' })}
        pending={resolve.isPending}
      />
    </div>
  );
}
