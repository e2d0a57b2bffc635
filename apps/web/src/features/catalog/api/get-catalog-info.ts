import { apiPath } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

/** `GET /catalog/info`: where the catalogue data comes from. */
export function catalogInfoQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'info'],
    queryFn: ({ signal }) => apiRequest(apiPath.catalogInfo, { signal }),
    staleTime: Infinity,
  });
}
