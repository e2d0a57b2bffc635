export const unfollowUser = { name: 'unfollowUser', method: 'DELETE', path: '/user/:userId/follow' } as const;
