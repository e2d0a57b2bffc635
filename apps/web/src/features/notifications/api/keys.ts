/** Every query of a member's notifications starts with this key: one invalidation refreshes them all. */
export const notificationsKey = (userId: number) => ['users', userId, 'notifications'] as const;
