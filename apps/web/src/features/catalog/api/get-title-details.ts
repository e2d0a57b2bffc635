import type { CatalogKind, Lang, MovieDetails, ShowDetails } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CATALOG_STALE_MS } from './keys';

/** A movie's or a show's details, with its cast and similar titles. */
export function titleDetailsQueryOptions(kind: CatalogKind, lang: Lang, id: number) {
  return queryOptions({
    queryKey: ['catalog', kind, 'details', lang, id],
    queryFn: ({ signal }) => api<MovieDetails | ShowDetails>(`/catalog/${kind === 'movie' ? 'movies' : 'shows'}/${id}`, { signal }),
    staleTime: CATALOG_STALE_MS,
  });
}
