import type { CatalogKind, Lang, MoviePage, ShowPage } from '@pepites/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CATALOG_STALE_MS, catalogSearch } from './keys';

/** Movie or TV search by title, 20 a page. */
export function searchTitlesQueryOptions(kind: CatalogKind, lang: Lang, query: string, page: number) {
  return queryOptions({
    queryKey: ['catalog', kind, 'search', lang, query, page],
    queryFn: ({ signal }) => api<MoviePage | ShowPage>(`/catalog/${kind === 'movie' ? 'movies' : 'shows'}/search${catalogSearch({ query, page })}`, { signal }),
    staleTime: CATALOG_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
