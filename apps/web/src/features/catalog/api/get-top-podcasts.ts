import { apiPath, type Lang } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { CATALOG_STALE_MS } from './keys';

/** `GET /catalog/podcasts/top`: the most listened podcasts. */
export function topPodcastsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['catalog', 'podcasts', 'top', lang],
    queryFn: ({ signal }) => apiRequest(apiPath.topPodcasts, { signal }),
    staleTime: CATALOG_STALE_MS,
  });
}
