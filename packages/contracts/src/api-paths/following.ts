export const following = { name: 'following', method: 'GET', path: '/user/:userId/following' } as const;
