export const followUser = { name: 'followUser', method: 'PUT', path: '/user/:userId/follow' } as const;
