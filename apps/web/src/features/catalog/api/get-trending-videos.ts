import type { Lang, VideoPage } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CATALOG_STALE_MS, catalogSearch } from './keys';

/** `GET /catalog/videos/trending?region=`: the trending videos of a country. */
export function trendingVideosQueryOptions(lang: Lang, region: string) {
  return queryOptions({
    queryKey: ['catalog', 'videos', 'trending', lang, region],
    queryFn: ({ signal }) => api<VideoPage>(`/catalog/videos/trending${catalogSearch({ region })}`, { signal }),
    staleTime: CATALOG_STALE_MS,
  });
}
