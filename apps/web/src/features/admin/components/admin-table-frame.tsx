import type { UseQueryResult } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Input } from '../../../components/ui/input';
import { Pager } from '../../../components/ui/pager';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAddressSearch } from '../../../hooks/use-address-search';
import type { TableProps } from './table-props';

interface AdminTableFrameProps extends TableProps {
  title: string;
  searchLabel: string;
  columns: AdminColumn[];
  /** The current page's answer. */
  result: UseQueryResult<{ total: number; totalPages: number }>;
  isEmpty: boolean;
  /** The page's rows. */
  children: ReactNode;
}

/**
 * What every paged admin table shares: its heading and total, a server-side search (300 ms after
 * typing, back to page 1), loading and error states, the table itself and the pager. The rows stay
 * while the next page loads.
 */
export function AdminTableFrame({
  title,
  searchLabel,
  columns,
  query: { q, page },
  onSearch,
  hrefForPage,
  result,
  isEmpty,
  children,
}: AdminTableFrameProps) {
  const { t } = useTranslation('admin');
  const { text, change } = useAddressSearch(q, onSearch);
  return (
    <section aria-labelledby="admin-table-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-table-title" className="text-xl font-semibold text-fg">
          {title}
          {result.data && (
            <span className="ms-2 text-base font-normal text-fg-muted tabular-nums">({result.data.total})</span>
          )}
        </h2>
        <label className="relative w-full sm:w-72">
          <span className="sr-only">{searchLabel}</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-fg-muted"
          />
          <Input
            type="search"
            value={text}
            maxLength={100}
            placeholder={searchLabel}
            className="ps-9"
            onChange={(event) => change(event.target.value)}
          />
        </label>
      </div>
      {result.isPending ? (
        <div aria-hidden="true" className="flex flex-col gap-2">
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      ) : result.isError ? (
        <ErrorState message={t('table.error')} onRetry={() => void result.refetch()} retrying={result.isFetching} />
      ) : isEmpty ? (
        <EmptyState title={q ? t('table.noMatch', { q }) : t('table.empty')} />
      ) : (
        <div aria-busy={result.isPlaceholderData} className="overflow-x-auto rounded-xl border border-border">
          <AdminTable caption={title} columns={columns}>
            {children}
          </AdminTable>
        </div>
      )}
      {result.data && <Pager page={page} totalPages={result.data.totalPages} hrefFor={hrefForPage} />}
    </section>
  );
}

export const tableClasses = {
  table: 'w-full min-w-[40rem] border-collapse text-sm',
  head: 'bg-surface-2 text-start text-xs font-semibold tracking-wide text-fg-muted uppercase',
  th: 'px-3 py-2 text-start',
  td: 'border-t border-border px-3 py-2 align-middle',
  number: 'text-end tabular-nums',
};

/** A column's heading; a number column is aligned to the end, like its cells. */
export interface AdminColumn {
  label: string;
  number?: boolean;
}

/** An admin table: its caption (read by screen readers, the heading shows it), its column headings, then `children`, its rows. */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: AdminColumn[];
  children: ReactNode;
}) {
  return (
    <table className={tableClasses.table}>
      <caption className="sr-only">{caption}</caption>
      <thead className={tableClasses.head}>
        <tr>
          {columns.map(({ label, number }) => (
            <th key={label} className={cn(tableClasses.th, number && tableClasses.number)}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
