import type { FollowState } from '@pepites/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { followKeys } from '../api/follow-keys';

export type FollowCacheSnapshot = Array<[QueryKey, unknown]>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The member's new state: `state` from the server, else `followed` with the count moved by one. */
function nextState(current: FollowState, followed: boolean, state?: FollowState): FollowState {
  if (state) return state;
  if (current.followed === followed) return current;
  return { ...current, followed, followers: Math.max(0, current.followers + (followed ? 1 : -1)) };
}

/** The shapes follows come in: `{follow}` (a member's state) and `{people}` (followers, following, suggestions). */
function patchData(data: unknown, userId: number, followed: boolean, state?: FollowState): unknown {
  if (!isRecord(data)) return data;
  if (isRecord(data.follow)) {
    const current = data.follow as FollowState;
    return current.user_id === userId ? { ...data, follow: nextState(current, followed, state) } : data;
  }
  if (Array.isArray(data.people)) {
    const people = (data.people as Array<{ id: number; followed: boolean }>).map((person) =>
      person.id === userId ? { ...person, followed } : person,
    );
    return { ...data, people };
  }
  return data;
}

/**
 * Marks `userId` followed or not on every cached copy (their counts, each list of people they are
 * in); the snapshot it returns puts everything back if the server refuses.
 */
export function patchFollowCache(
  queryClient: QueryClient,
  userId: number,
  followed: boolean,
  state?: FollowState,
): FollowCacheSnapshot {
  const snapshot = queryClient.getQueriesData({ queryKey: followKeys.all });
  queryClient.setQueriesData({ queryKey: followKeys.all }, (data: unknown) => patchData(data, userId, followed, state));
  return snapshot;
}

export function restoreFollowCache(queryClient: QueryClient, snapshot: FollowCacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
