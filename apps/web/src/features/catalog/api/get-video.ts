import type { Lang, VideoDetails } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CATALOG_STALE_MS } from './keys';

/** `GET /catalog/videos/{id}`: one video's details. */
export function videoQueryOptions(lang: Lang, id: string) {
  return queryOptions({
    queryKey: ['catalog', 'videos', 'details', lang, id],
    queryFn: ({ signal }) => api<VideoDetails>(`/catalog/videos/${encodeURIComponent(id)}`, { signal }),
    staleTime: CATALOG_STALE_MS,
  });
}
