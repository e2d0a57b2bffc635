import { userSchema, type User } from '@pepites/contracts';

/**
 * The last signed-in user, kept in localStorage only so the navbar can paint at once on a reload.
 * The session query (`GET /api/session`) decides who is signed in; this copy never grants access.
 */
export const CACHED_USER_STORAGE_KEY = 'pepites.user';

let memory: User | null | undefined;

function readFromStorage(): User | null {
  try {
    const raw = localStorage.getItem(CACHED_USER_STORAGE_KEY);
    if (!raw) return null;
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
