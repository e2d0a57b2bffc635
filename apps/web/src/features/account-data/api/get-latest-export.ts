import { apiPath } from '@pepites/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import type { LiveEvent } from '../../../lib/live-events';
import { useRefetchOnLiveEvent } from '../hooks/use-refetch-on-live-event';

export const latestExportQueryKey = ['account', 'exports', 'latest'] as const;

/** How often an archive being prepared is asked about. */
export const EXPORT_POLL_MS = 2_000;

// The archive's `export_ready` notification comes as a `notification` event.
const LIVE_EVENTS: readonly LiveEvent[] = ['notification', 'ready'];

export function latestExportQueryOptions() {
  return queryOptions({
    queryKey: latestExportQueryKey,
    queryFn: async ({ signal }) => (await apiRequest(apiPath.latestExport, { signal })).export,
    refetchInterval: (query) => (query.state.data?.status === 'queued' ? EXPORT_POLL_MS : false),
  });
}

/** The member's newest archive of their data, polled while it is being prepared. */
export function useLatestExport() {
  useRefetchOnLiveEvent(LIVE_EVENTS, latestExportQueryKey);
  return useQuery(latestExportQueryOptions());
}
