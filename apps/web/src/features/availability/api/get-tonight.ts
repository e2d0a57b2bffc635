import { apiPath, type Lang, type TonightQuery } from '@pepites/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLang } from '../../../hooks/use-lang';
import { apiRequest } from '../../../lib/api-request';
import { availabilityKeys, refetchWhilePending } from './availability-keys';

/** `GET /tonight`: the unseen movies and shows of the member's lists on their services now, a page at a time. */
export function tonightQueryOptions(lang: Lang, query: TonightQuery) {
  return queryOptions({
    queryKey: availabilityKeys.tonight(lang, query),
    queryFn: ({ signal }) => apiRequest(apiPath.tonight, { query, signal }),
    refetchInterval: refetchWhilePending,
    placeholderData: keepPreviousData,
    // Seen marks and lists change on other screens: Tonight is asked again each time it opens.
    staleTime: 0,
  });
}

export function useTonight(query: TonightQuery) {
  const lang = useLang();
  return useQuery(tonightQueryOptions(lang, query));
}
