import type { SessionResponse, User } from '@pepites/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { writeCachedUser } from './cached-user';

export const sessionQueryKey = ['session'] as const;

let loggedOutOnPurpose = false;

/** Puts the user answered by login, logout or a profile update into the session without a refetch. */
export function setSessionUser(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user });
  writeCachedUser(user);
  if (user) loggedOutOnPurpose = false;
}

/**
 * Whether the last sign-out was the user's own logout (as opposed to a session that ended on the
 * server). A guarded page still on screen then follows the logout home instead of going to /login:
 * React may render the cleared session before the router has committed the move to /.
 */
export function isDeliberateLogout(): boolean {
  return loggedOutOnPurpose;
}

export function noteDeliberateLogout(): void {
  loggedOutOnPurpose = true;
}
