import { apiPath, type Lang } from '@pepites/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLang } from '../../../hooks/use-lang';
import { apiRequest } from '../../../lib/api-request';
import { availabilityKeys } from './availability-keys';

/** The member's services change only when they save them here: kept five minutes. */
const SERVICES_STALE_MS = 5 * 60_000;

/** `GET /account/services`: the member's country (a default until they save) and their services. */
export function myServicesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: availabilityKeys.services(lang),
    queryFn: ({ signal }) => apiRequest(apiPath.myServices, { signal }),
    staleTime: SERVICES_STALE_MS,
  });
}

/** Members only (visitors get a 401): `enabled` is false for them. */
export function useMyServices(enabled = true) {
  const lang = useLang();
  return useQuery({ ...myServicesQueryOptions(lang), enabled });
}
