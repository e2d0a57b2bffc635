import type { Lang, PodcastsResponse } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CATALOG_STALE_MS } from './keys';

/** `GET /catalog/podcasts/top`: the most listened podcasts. */
export function topPodcastsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['catalog', 'podcasts', 'top', lang],
    queryFn: ({ signal }) => api<PodcastsResponse>('/catalog/podcasts/top', { signal }),
    staleTime: CATALOG_STALE_MS,
  });
}
