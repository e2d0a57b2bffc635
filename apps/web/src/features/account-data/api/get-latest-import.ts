import { apiPath, type ImportStatus, type ImportView } from '@pepites/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { useLiveStreamOpen, type LiveEvent } from '../../../lib/live-events';
import { useRefetchOnLiveEvent } from '../hooks/use-refetch-on-live-event';

export const latestImportQueryKey = ['imports', 'latest'] as const;

/** How often a running import is asked about while the tab's stream is closed. */
export const IMPORT_POLL_MS = 2_000;

const RUNNING: readonly ImportStatus[] = ['queued', 'matching', 'creating'];
const LIVE_EVENTS: readonly LiveEvent[] = ['import', 'ready'];

export const isImportRunning = (view: ImportView | null | undefined): boolean =>
  !!view && RUNNING.includes(view.status);

export function latestImportQueryOptions(poll: boolean) {
  return queryOptions({
    queryKey: latestImportQueryKey,
    queryFn: async ({ signal }) => (await apiRequest(apiPath.latestImport, { signal })).import,
    refetchInterval: (query) => (poll && isImportRunning(query.state.data) ? IMPORT_POLL_MS : false),
  });
}

/**
 * The member's newest import, read on mount so a reload finds it again. While it runs, the
 * stream's `import` event refetches it; with no stream open, it is polled every IMPORT_POLL_MS.
 */
export function useLatestImport() {
  const streamOpen = useLiveStreamOpen();
  useRefetchOnLiveEvent(LIVE_EVENTS, latestImportQueryKey);
  return useQuery(latestImportQueryOptions(!streamOpen));
}
