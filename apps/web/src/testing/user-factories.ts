import type { User } from '@pepites/contracts';

/** Alice, a member with no list yet, as the API shows her; override what the test is about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 3,
    user_name: 'alice',
    avatar: null,
    country: null,
    city: null,
    catchline: null,
    introduction: null,
    publicListsCount: 0,
    listsCount: 0,
    role: 'user',
    ...overrides,
  };
}
