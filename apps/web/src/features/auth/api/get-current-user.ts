import type { User } from '@pepites/contracts';

/**
 * The signed-in user, or null for a visitor. Owned by the accounts work: it will query
 * `GET /api/session` (contracts sessionResponseSchema) and expose loading; this stub lets the shell compile.
 */
export function useCurrentUser(): { user: User | null; isLoading: boolean } {
  return { user: null, isLoading: false };
}

export function useLogout(): { logout: () => void; isPending: boolean } {
  return { logout: () => undefined, isPending: false };
}
