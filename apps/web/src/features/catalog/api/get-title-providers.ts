import { apiPath, type CatalogKind } from '@pepites/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { CATALOG_STALE_MS } from './keys';

/** Where a title streams in one country (the details pages' panel). */
export function titleProvidersQueryOptions(kind: CatalogKind, id: number, region: string) {
  return queryOptions({
    queryKey: ['catalog', 'title-providers', kind, id, region],
    queryFn: ({ signal }) => apiRequest(apiPath.titleProviders, { params: { kind, id }, query: { region }, signal }),
    staleTime: CATALOG_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
