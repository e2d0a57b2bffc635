import { apiPath, type CatalogKind, type Lang, type MovieDetails, type ShowDetails } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { CATALOG_STALE_MS } from './keys';

/** A movie's or a show's details, with its cast and similar titles. */
export function titleDetailsQueryOptions(kind: CatalogKind, lang: Lang, id: number) {
  return queryOptions({
    queryKey: ['catalog', kind, 'details', lang, id],
    queryFn: ({ signal }) => titleDetails(kind, id, signal),
    staleTime: CATALOG_STALE_MS,
  });
}

function titleDetails(kind: CatalogKind, id: number, signal: AbortSignal): Promise<MovieDetails | ShowDetails> {
  return kind === 'movie'
    ? apiRequest(apiPath.movieDetails, { params: { id }, signal })
    : apiRequest(apiPath.showDetails, { params: { id }, signal });
}
