import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../../features/auth/api/get-current-user';

/** A path id as the API takes it: plain digits, 1 or more; anything else is no id at all. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^[0-9]{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The signed-in member's id for a loader (0 for a visitor or when the session cannot be read). */
export async function sessionUserId(queryClient: QueryClient): Promise<number> {
  try {
    const session = await queryClient.ensureQueryData(sessionQueryOptions());
    return session.user?.id ?? 0;
  } catch {
    return 0;
  }
}

/**
 * Starts an admin-only request once the session says the caller is the admin; nothing for anyone
 * else, whose browser would log the server's 403 as a console error.
 */
export async function prefetchForAdmin<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  const session = await queryClient.ensureQueryData(sessionQueryOptions()).catch(() => null);
  if (session?.user?.role === 'admin') await queryClient.prefetchQuery(options);
}

/** Starts a signed-in member's request once the session is known; nothing for a visitor. */
export function prefetchForMember<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: (userId: number) => FetchQueryOptions<T, Error, T, K>,
): void {
  void sessionUserId(queryClient).then(async (userId) => {
    if (userId) await queryClient.prefetchQuery(options(userId));
  });
}
