export const followState = { name: 'followState', method: 'GET', path: '/user/:userId/follow' } as const;
