import { apiPath, type Lang } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { CATALOG_STALE_MS } from './keys';

/** `GET /catalog/videos/trending?region=`: the trending videos of a country. */
export function trendingVideosQueryOptions(lang: Lang, region: string) {
  return queryOptions({
    queryKey: ['catalog', 'videos', 'trending', lang, region],
    queryFn: ({ signal }) => apiRequest(apiPath.trendingVideos, { query: { region }, signal }),
    staleTime: CATALOG_STALE_MS,
  });
}
