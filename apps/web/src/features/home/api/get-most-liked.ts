import { apiPath, type Lang, type MostLikedEntry } from '@pepites/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

export async function getMostLiked(signal?: AbortSignal): Promise<MostLikedEntry[]> {
  const entries = await apiRequest(apiPath.mostLiked, { signal });
  // Only users whose lists gathered at least one like.
  return entries.filter((entry) => entry.total_likes > 0);
}

export function getMostLikedQueryOptions(lang: Lang) {
  return queryOptions({ queryKey: ['lists', 'most-liked', lang], queryFn: ({ signal }) => getMostLiked(signal) });
}

export function useMostLiked(lang: Lang) {
  return useQuery(getMostLikedQueryOptions(lang));
}
