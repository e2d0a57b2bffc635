import type { User } from '@pepites/contracts';

/**
 * The last signed-in user, kept in localStorage only so the navbar can paint at once on a reload.
 * The session query (`GET /api/session`) decides who is signed in; this copy never grants access.
 */
export const CACHED_USER_STORAGE_KEY = 'pepites.user';

let memory: User | null | undefined;

/** Enough to paint the navbar; a light check keeps zod out of the first load. */
function looksLikeUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const { id, user_name, role } = value as Record<string, unknown>;
  return typeof id === 'number' && typeof user_name === 'string' && (role === 'user' || role === 'admin');
}

function readFromStorage(): User | null {
  try {
    const raw = localStorage.getItem(CACHED_USER_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return looksLikeUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function readCachedUser(): User | null {
  if (memory === undefined) memory = readFromStorage();
  return memory;
}

export function writeCachedUser(user: User | null): void {
  memory = user;
  try {
    if (user) localStorage.setItem(CACHED_USER_STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(CACHED_USER_STORAGE_KEY);
  } catch {
    // Storage can be full or disabled (private mode): the session query still works without it.
  }
}
