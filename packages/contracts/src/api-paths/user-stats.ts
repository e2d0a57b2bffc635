export const userStats = { name: 'userStats', method: 'GET', path: '/user/:id/stats' } as const;
