import type { CatalogInfo } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /catalog/info`: where the catalogue data comes from. */
export function catalogInfoQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'info'],
    queryFn: ({ signal }) => api<CatalogInfo>('/catalog/info', { signal }),
    staleTime: Infinity,
  });
}
