import type { User } from '@pepites/contracts';

/**
 * The last signed-in user, kept in localStorage only so the navbar can paint at once on a reload.
 * The session query (`GET /api/session`) decides who is signed in; this copy never grants access.
 * Only what that first paint needs is kept: storage outlives the session and any script of the
 * origin can read it, so the email and the profile stay on the server.
 */
export const CACHED_USER_STORAGE_KEY = 'pepites.user';

/** The fields the navbar paints before the session answers. */
export type CachedUser = Pick<User, 'id' | 'user_name' | 'avatar' | 'role'>;

let memory: CachedUser | null | undefined;

/** Keeps the navbar's fields and drops everything else (email, place, texts, counters). */
export function toCachedUser({ id, user_name, avatar, role }: CachedUser): CachedUser {
  return { id, user_name, avatar: avatar ?? null, role };
}

/** A light check keeps zod out of the first load. */
function looksLikeCachedUser(value: unknown): value is CachedUser {
  if (typeof value !== 'object' || value === null) return false;
  const { id, user_name, avatar, role } = value as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    typeof user_name === 'string' &&
    (avatar === undefined || avatar === null || typeof avatar === 'string') &&
    (role === 'user' || role === 'admin')
  );
}

function store(user: CachedUser | null): void {
  try {
    if (user) localStorage.setItem(CACHED_USER_STORAGE_KEY, JSON.stringify(toCachedUser(user)));
    else localStorage.removeItem(CACHED_USER_STORAGE_KEY);
  } catch {
    // Storage can be full or disabled (private mode): the session query still works without it.
  }
}

function readFromStorage(): CachedUser | null {
  try {
    const raw = localStorage.getItem(CACHED_USER_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!looksLikeCachedUser(parsed)) return null;
    const cached = toCachedUser(parsed);
    // A copy written by an older version may still carry the email: rewrite it without.
    if (Object.keys(parsed).length !== Object.keys(cached).length) store(cached);
    return cached;
  } catch {
    return null;
  }
}

export function readCachedUser(): CachedUser | null {
  if (memory === undefined) memory = readFromStorage();
  return memory;
}

export function writeCachedUser(user: CachedUser | null): void {
  memory = user ? toCachedUser(user) : null;
  store(memory);
}

/** Forgets the copy held in memory, so the next read comes from storage (tests). */
export function forgetCachedUserInMemory(): void {
  memory = undefined;
}
