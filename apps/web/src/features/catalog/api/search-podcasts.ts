import { apiPath, type Lang } from '@pepites/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { CATALOG_STALE_MS } from './keys';

/** `GET /catalog/podcasts/search?term=`: podcast search. */
export function searchPodcastsQueryOptions(lang: Lang, term: string) {
  return queryOptions({
    queryKey: ['catalog', 'podcasts', 'search', lang, term],
    queryFn: ({ signal }) => apiRequest(apiPath.searchPodcasts, { query: { term }, signal }),
    staleTime: CATALOG_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
