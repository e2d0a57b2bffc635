import type { Lang, RegionsResponse } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /catalog/regions`: the countries the catalogue knows. */
export function regionsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['catalog', 'regions', lang],
    queryFn: ({ signal }) => api<RegionsResponse>('/catalog/regions', { signal }),
    staleTime: Infinity,
  });
}
