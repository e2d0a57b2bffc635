import type { CatalogKind, TitleProviders } from '@pepites/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CATALOG_STALE_MS, catalogSearch } from './keys';

/** Where a title streams in one country (the details pages' panel). */
export function titleProvidersQueryOptions(kind: CatalogKind, id: number, region: string) {
  return queryOptions({
    queryKey: ['catalog', 'title-providers', kind, id, region],
    queryFn: ({ signal }) => api<TitleProviders>(`/catalog/${kind}/${id}/providers${catalogSearch({ region })}`, { signal }),
    staleTime: CATALOG_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
