import { apiPath, type Lang } from '@pepites/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLang } from '../../../hooks/use-lang';
import { apiRequest } from '../../../lib/api-request';
import { availabilityKeys } from './availability-keys';

/** Titles followed shown a page at a time on the settings page. */
export const MY_ALERTS_PAGE_SIZE = 10;

/** `GET /alerts`: the titles followed one by one (a page), the lists followed, the mail choice. */
export function myAlertsQueryOptions(lang: Lang, page: number) {
  return queryOptions({
    queryKey: availabilityKeys.myAlerts(lang, page),
    queryFn: ({ signal }) => apiRequest(apiPath.myAlerts, { query: { page, limit: MY_ALERTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyAlerts(page: number) {
  const lang = useLang();
  return useQuery(myAlertsQueryOptions(lang, page));
}
