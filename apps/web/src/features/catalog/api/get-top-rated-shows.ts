import { apiPath, type Lang } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { CATALOG_STALE_MS } from './keys';

/** `GET /catalog/shows/top-rated`: the best-rated TV shows. */
export function topRatedShowsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['catalog', 'shows', 'top-rated', lang],
    queryFn: ({ signal }) => apiRequest(apiPath.topRatedShows, { signal }),
    staleTime: CATALOG_STALE_MS,
  });
}
