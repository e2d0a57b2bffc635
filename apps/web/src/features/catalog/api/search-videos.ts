import { apiPath, type Lang } from '@pepites/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { CATALOG_STALE_MS } from './keys';

/** `GET /catalog/videos/search?q=&pageToken=`: video search, a page at a time. */
export function searchVideosQueryOptions(lang: Lang, q: string, pageToken: string | undefined) {
  return queryOptions({
    queryKey: ['catalog', 'videos', 'search', lang, q, pageToken ?? ''],
    queryFn: ({ signal }) => apiRequest(apiPath.searchVideos, { query: { q, pageToken }, signal }),
    staleTime: CATALOG_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
