import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * What a page built on one list shows before it has the list: the not-found page for an unknown or
 * private list (404), the error with a retry for any other failure, `loading` while it loads.
 * Null once the data is there.
 */
export function listQueryState(query: UseQueryResult<unknown>, { notFound, loading }: { notFound: ReactNode; loading: ReactNode }): ReactNode {
  if (query.error instanceof ApiRequestError && query.error.status === 404) return notFound;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }
  return query.data ? null : loading;
}
