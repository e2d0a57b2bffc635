import type { Lang, ShowPage } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CATALOG_STALE_MS } from './keys';

/** `GET /catalog/shows/top-rated`: the best-rated TV shows. */
export function topRatedShowsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['catalog', 'shows', 'top-rated', lang],
    queryFn: ({ signal }) => api<ShowPage>('/catalog/shows/top-rated', { signal }),
    staleTime: CATALOG_STALE_MS,
  });
}
