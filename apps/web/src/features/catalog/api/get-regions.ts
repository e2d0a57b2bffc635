import { apiPath, type Lang } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

/** `GET /catalog/regions`: the countries the catalogue knows. */
export function regionsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['catalog', 'regions', lang],
    queryFn: ({ signal }) => apiRequest(apiPath.regions, { signal }),
    staleTime: Infinity,
  });
}
