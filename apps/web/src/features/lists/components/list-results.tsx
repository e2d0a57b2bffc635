import type { ListSummary } from '@pepites/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { cn } from '../../../components/ui/cn';
import { ListCard, ListCardSkeleton } from './list-card';
import { ListTable } from './list-table';
import type { ListView } from '../lib/browse-params';

export interface ListResultsProps {
  /** Undefined until the first answer. */
  lists: readonly ListSummary[] | undefined;
  page: number;
  totalPages: number;
  hasMore?: boolean;
  hrefFor: (page: number) => string;
  view: ListView;
  /** Names the table for assistive tech (the page's title). */
  caption: string;
  showCreator?: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
  /** A new page or filter is loading while the previous results stay on screen. */
  updating?: boolean;
  empty: ReactNode;
}

/** The error, retry and loading props of ListResults, from the query that fetches the page. */
export function resultsStatus(
  query: UseQueryResult<unknown>,
): Pick<ListResultsProps, 'error' | 'onRetry' | 'retrying' | 'updating'> {
  return {
    error: query.error,
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
    updating: query.isPlaceholderData,
  };
}

/** A page of lists as cards or as a table, with the numbered pager, skeletons, error and empty states. */
export function ListResults({
  lists,
  page,
  totalPages,
  hasMore,
  hrefFor,
  view,
  caption,
  showCreator = true,
  error,
  onRetry,
  retrying,
  updating = false,
  empty,
}: ListResultsProps) {
  if (error && !lists) return <ErrorState message={error.message} onRetry={onRetry} retrying={retrying} />;
  if (!lists) {
    return (
      <div aria-busy="true" className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <ListCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (lists.length === 0) {
    return (
      <div className="flex flex-col gap-6">
        {empty}
        {page > 1 && <Pager page={page} totalPages={totalPages} hrefFor={hrefFor} />}
      </div>
    );
  }
  return (
    <div
      className={cn('flex flex-col gap-8 transition-opacity duration-150', updating && 'opacity-60')}
      aria-busy={updating || undefined}
    >
      {view === 'table' ? (
        <ListTable lists={lists} caption={caption} />
      ) : (
        <ul className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {lists.map((list, index) => (
            <li key={list.id} className="flex min-w-0 flex-col [&>article]:flex-1">
              <ListCard list={list} showCreator={showCreator} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} totalPages={totalPages} hasMore={hasMore} hrefFor={hrefFor} />
    </div>
  );
}
