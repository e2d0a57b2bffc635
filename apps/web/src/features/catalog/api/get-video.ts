import { apiPath, type Lang } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { CATALOG_STALE_MS } from './keys';

/** `GET /catalog/videos/{id}`: one video's details. */
export function videoQueryOptions(lang: Lang, id: string) {
  return queryOptions({
    queryKey: ['catalog', 'videos', 'details', lang, id],
    queryFn: ({ signal }) => apiRequest(apiPath.videoDetails, { params: { id }, signal }),
    staleTime: CATALOG_STALE_MS,
  });
}
