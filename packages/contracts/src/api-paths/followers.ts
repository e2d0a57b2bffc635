export const followers = { name: 'followers', method: 'GET', path: '/user/:userId/followers' } as const;
