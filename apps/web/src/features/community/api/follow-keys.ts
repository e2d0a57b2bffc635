/**
 * Every follows query lives under ['follows'] (a member's state and counts, their followers and
 * following, the suggestions): a follow or unfollow patches and refreshes them with one prefix.
 * The feed is apart, as a follow changes what it holds rather than a field of it.
 */
export const followKeys = {
  all: ['follows'] as const,
  states: ['follows', 'state'] as const,
  state: (userId: number) => ['follows', 'state', userId] as const,
  people: (kind: FollowPeopleKind, userId: number, page: number) => ['follows', kind, userId, page] as const,
  suggestions: ['follows', 'suggestions'] as const,
  feed: ['feed'] as const,
};

export type FollowPeopleKind = 'followers' | 'following';
