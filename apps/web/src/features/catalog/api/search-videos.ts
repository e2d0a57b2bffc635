import type { Lang, VideoPage } from '@pepites/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CATALOG_STALE_MS, catalogSearch } from './keys';

/** `GET /catalog/videos/search?q=&pageToken=`: video search, a page at a time. */
export function searchVideosQueryOptions(lang: Lang, q: string, pageToken: string | undefined) {
  return queryOptions({
    queryKey: ['catalog', 'videos', 'search', lang, q, pageToken ?? ''],
    queryFn: ({ signal }) => api<VideoPage>(`/catalog/videos/search${catalogSearch({ q, pageToken })}`, { signal }),
    staleTime: CATALOG_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
