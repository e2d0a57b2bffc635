import { apiPath, type CatalogKind, type Lang } from '@pepites/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { CATALOG_STALE_MS } from './keys';

/** `GET /catalog/discover/{kind}`: the titles matching Binge Buddy's filters. */
export function discoverQueryOptions(lang: Lang, kind: CatalogKind, filters: DiscoverFilters) {
  return queryOptions({
    queryKey: ['catalog', 'discover', lang, kind, filters],
    queryFn: ({ signal }) => apiRequest(apiPath.discover, { params: { kind }, query: discoverParams(filters), signal }),
    staleTime: CATALOG_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** Binge Buddy's filters as the discover route reads them; ids are OR-ed (a pipe between them). */
export interface DiscoverFilters {
  genres: number[];
  providers: number[];
  region: string;
  language?: string;
  /** `YYYY-MM-DD` */
  from?: string;
  to?: string;
  runtimeMin?: number;
  runtimeMax?: number;
  page: number;
}

function discoverParams(filters: DiscoverFilters): Record<string, string | number | undefined> {
  return {
    genres: filters.genres.join('|') || undefined,
    providers: filters.providers.join('|') || undefined,
    region: filters.region,
    language: filters.language,
    from: filters.from,
    to: filters.to,
    runtime_min: filters.runtimeMin,
    runtime_max: filters.runtimeMax,
    page: filters.page,
  };
}
