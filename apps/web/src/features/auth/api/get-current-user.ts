import { apiPath, type SessionResponse } from '@pepites/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-request';
import { readCachedUser, writeCachedUser, type CachedUser } from '../lib/cached-user';
import { sessionQueryKey } from '../lib/session-store';

export type { CachedUser } from '../lib/cached-user';
export { sessionQueryKey, setSessionUser } from '../lib/session-store';
// The shell imports both hooks from here.
export { useLogout } from './logout';

export function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  return apiRequest(apiPath.session, { signal });
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
    // A session can end elsewhere (logout in another tab, password reset): check again on return.
    refetchOnWindowFocus: true,
  });
}

export interface CurrentUserState {
  /** What the chrome paints: the session's user, or its cached copy until the session answers. */
  user: CachedUser | null;
  /** True until the server has answered once; route guards wait for it. */
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The signed-in user, or null for a visitor. While the session loads (or when the server cannot
 * be reached) the last known user is shown so the chrome does not flicker; guards wait for the answer.
 */
export function useCurrentUser(): CurrentUserState {
  const query = useQuery(sessionQueryOptions());
  const sessionUser = query.data?.user;

  useEffect(() => {
    if (sessionUser !== undefined) writeCachedUser(sessionUser);
  }, [sessionUser]);

  return {
    user: sessionUser !== undefined ? sessionUser : readCachedUser(),
    isLoading: query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}
