import type { Lang, PodcastsResponse } from '@pepites/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CATALOG_STALE_MS, catalogSearch } from './keys';

/** `GET /catalog/podcasts/search?term=`: podcast search. */
export function searchPodcastsQueryOptions(lang: Lang, term: string) {
  return queryOptions({
    queryKey: ['catalog', 'podcasts', 'search', lang, term],
    queryFn: ({ signal }) => api<PodcastsResponse>(`/catalog/podcasts/search${catalogSearch({ term })}`, { signal }),
    staleTime: CATALOG_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
