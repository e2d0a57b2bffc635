import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every admin query starts with this key: a moderation action refreshes the whole dashboard. */
export const adminKey = ['admin'] as const;

export interface TableQuery {
  page: number;
  q: string;
}

const tableSearch = ({ page, q }: TableQuery) => `?page=${page}${q ? `&q=${encodeURIComponent(q)}` : ''}`;

/** A table keeps its rows on screen while the next page or search loads (no jump). */
export function adminTableQueryOptions<T>(name: string, path: string, query: TableQuery) {
  return queryOptions({
    queryKey: [...adminKey, name, query.page, query.q] as const,
    queryFn: ({ signal }) => api<T>(`${path}${tableSearch(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
