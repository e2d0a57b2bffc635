import type { CatalogKind, Lang, ProvidersResponse } from '@pepites/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CATALOG_STALE_MS, catalogSearch } from './keys';

/** The streaming services of a country (Binge Buddy step 2). */
export function watchProvidersQueryOptions(lang: Lang, kind: CatalogKind, region: string) {
  return queryOptions({
    queryKey: ['catalog', 'watch-providers', lang, kind, region],
    queryFn: ({ signal }) => api<ProvidersResponse>(`/catalog/watch-providers/${kind}${catalogSearch({ region })}`, { signal }),
    staleTime: CATALOG_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
