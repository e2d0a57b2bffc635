import type { ListDetail, ListSummary } from '@pepites/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { listKeys } from '../api/list-keys';

/** Changes one list wherever it is shown; returns the same object when it is not that list. */
export type ListUpdate = <L extends ListSummary | ListDetail>(list: L) => L;

export type CacheSnapshot = Array<[QueryKey, unknown]>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The shapes lists come in: `{list}` (a list's page), `{lists}` (browse, liked), `{results}` (a user's). */
function updateListsIn(data: unknown, update: ListUpdate): unknown {
  if (!isRecord(data)) return data;
  if (isRecord(data.list)) return { ...data, list: update(data.list as ListDetail) };
  if (Array.isArray(data.lists)) return { ...data, lists: (data.lists as ListSummary[]).map(update) };
  if (Array.isArray(data.results)) return { ...data, results: (data.results as ListSummary[]).map(update) };
  return data;
}

/**
 * An optimistic change to every cached copy of a list (a like, a seen mark); the snapshot it
 * returns puts everything back if the server refuses.
 */
export function patchCachedLists(queryClient: QueryClient, update: ListUpdate): CacheSnapshot {
  const snapshot = queryClient.getQueriesData({ queryKey: listKeys.all });
  queryClient.setQueriesData({ queryKey: listKeys.all }, (data: unknown) => updateListsIn(data, update));
  return snapshot;
}

export function restoreCachedLists(queryClient: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/** Progress (docs/product.md#seen-marks): round(100 × seen items / items), 0 for an empty list. */
export function completionOf(content: ReadonlyArray<{ seen: boolean }>): number {
  if (content.length === 0) return 0;
  return Math.round((100 * content.filter((item) => item.seen).length) / content.length);
}
