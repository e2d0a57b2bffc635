import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * What a page built on one list shows before it has the list: the not-found page for an unknown or
 * private list (404), the error with a retry for any other failure, `loading` while it loads.
 * Null once the data is there.
 */
/** The API's 404: the thing does not exist, or the caller may not see it. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

export function listQueryState(
  query: UseQueryResult<unknown>,
  { notFound, loading }: { notFound: ReactNode; loading: ReactNode },
): ReactNode {
  if (isNotFound(query.error)) return notFound;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }
  return query.data ? null : loading;
}
