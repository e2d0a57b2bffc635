import { apiPath, type CatalogKind, type Lang } from '@pepites/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { CATALOG_STALE_MS } from './keys';

/** The streaming services of a country (Binge Buddy step 2). */
export function watchProvidersQueryOptions(lang: Lang, kind: CatalogKind, region: string) {
  return queryOptions({
    queryKey: ['catalog', 'watch-providers', lang, kind, region],
    queryFn: ({ signal }) => apiRequest(apiPath.watchProviders, { params: { kind }, query: { region }, signal }),
    staleTime: CATALOG_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
