import type { CatalogKind, GenresResponse, Lang } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /catalog/genres/{kind}`: the movie or TV genres. */
export function genresQueryOptions(lang: Lang, kind: CatalogKind) {
  return queryOptions({
    queryKey: ['catalog', 'genres', lang, kind],
    queryFn: ({ signal }) => api<GenresResponse>(`/catalog/genres/${kind}`, { signal }),
    staleTime: Infinity,
  });
}
