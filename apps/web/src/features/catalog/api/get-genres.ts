import { apiPath, type CatalogKind, type Lang } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

/** `GET /catalog/genres/{kind}`: the movie or TV genres. */
export function genresQueryOptions(lang: Lang, kind: CatalogKind) {
  return queryOptions({
    queryKey: ['catalog', 'genres', lang, kind],
    queryFn: ({ signal }) => apiRequest(apiPath.genres, { params: { kind }, signal }),
    staleTime: Infinity,
  });
}
