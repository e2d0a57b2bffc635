import { apiPath, type CatalogKind, type Lang, type MoviePage, type ShowPage } from '@pepites/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { CATALOG_STALE_MS } from './keys';

/** Movie or TV search by title, 20 a page. */
export function searchTitlesQueryOptions(kind: CatalogKind, lang: Lang, query: string, page: number) {
  return queryOptions({
    queryKey: ['catalog', kind, 'search', lang, query, page],
    queryFn: ({ signal }) => searchTitles(kind, { query, page }, signal),
    staleTime: CATALOG_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

function searchTitles(
  kind: CatalogKind,
  query: { query: string; page: number },
  signal: AbortSignal,
): Promise<MoviePage | ShowPage> {
  return kind === 'movie'
    ? apiRequest(apiPath.searchMovies, { query, signal })
    : apiRequest(apiPath.searchShows, { query, signal });
}
