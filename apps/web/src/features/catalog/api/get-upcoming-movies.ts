import type { Lang, MoviePage } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CATALOG_STALE_MS, catalogSearch } from './keys';

/** `GET /catalog/movies/upcoming?region=`: the movies coming out soon in a country. */
export function upcomingMoviesQueryOptions(lang: Lang, region: string) {
  return queryOptions({
    queryKey: ['catalog', 'movies', 'upcoming', lang, region],
    queryFn: ({ signal }) => api<MoviePage>(`/catalog/movies/upcoming${catalogSearch({ region })}`, { signal }),
    staleTime: CATALOG_STALE_MS,
  });
}
