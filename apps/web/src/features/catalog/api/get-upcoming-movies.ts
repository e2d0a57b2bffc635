import { apiPath, type Lang } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { CATALOG_STALE_MS } from './keys';

/** `GET /catalog/movies/upcoming?region=`: the movies coming out soon in a country. */
export function upcomingMoviesQueryOptions(lang: Lang, region: string) {
  return queryOptions({
    queryKey: ['catalog', 'movies', 'upcoming', lang, region],
    queryFn: ({ signal }) => apiRequest(apiPath.upcomingMovies, { query: { region }, signal }),
    staleTime: CATALOG_STALE_MS,
  });
}
