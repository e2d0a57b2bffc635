import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Every admin query starts with this key: a moderation action refreshes the whole dashboard. */
export const adminKey = ['admin'] as const;

export interface TableQuery {
  page: number;
  q: string;
}

/** A table keeps its rows on screen while the next page or search loads (no jump). */
export function adminTableQueryOptions<T>(
  name: string,
  query: TableQuery,
  fetchPage: (signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey: [...adminKey, name, query.page, query.q] as const,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
  });
}
