import type { User } from '@pepites/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHED_USER_STORAGE_KEY, forgetCachedUserInMemory, readCachedUser, writeCachedUser } from './cached-user';

const alice: User = {
  id: 3,
  user_name: 'alice',
  avatar: '/api/uploads/0123456789abcdef0123456789abcdef',
  country: 'FR',
  city: 'Lyon',
  catchline: 'Toujours un film',
  introduction: 'Bonjour',
  publicListsCount: 2,
  listsCount: 3,
  role: 'user',
  email: 'alice@example.com',
};

const stored = () =>
  JSON.parse(localStorage.getItem(CACHED_USER_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;

afterEach(() => {
  localStorage.clear();
  forgetCachedUserInMemory();
});

describe('cached user', () => {
  it('writes only what the navbar paints: no email, even when the user carries one', () => {
    writeCachedUser(alice);
    const written = stored();
    expect(written).toEqual({ id: 3, user_name: 'alice', avatar: alice.avatar, role: 'user' });
    expect(written).not.toHaveProperty('email');
    expect(localStorage.getItem(CACHED_USER_STORAGE_KEY)).not.toContain('alice@example.com');
  });

  it('reads the copy back after a reload, and forgets it on logout', () => {
    writeCachedUser(alice);
    forgetCachedUserInMemory();
    expect(readCachedUser()).toEqual({ id: 3, user_name: 'alice', avatar: alice.avatar, role: 'user' });
    writeCachedUser(null);
    expect(localStorage.getItem(CACHED_USER_STORAGE_KEY)).toBeNull();
    expect(readCachedUser()).toBeNull();
  });

  it('rewrites a copy left by an older version without its email', () => {
    localStorage.setItem(CACHED_USER_STORAGE_KEY, JSON.stringify(alice));
    expect(readCachedUser()).not.toHaveProperty('email');
    expect(stored()).not.toHaveProperty('email');
  });

  it('ignores something that is not a user', () => {
    localStorage.setItem(CACHED_USER_STORAGE_KEY, JSON.stringify({ id: 'x', user_name: 'alice', role: 'user' }));
    expect(readCachedUser()).toBeNull();
  });
});
