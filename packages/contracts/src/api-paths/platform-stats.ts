export const platformStats = { name: 'platformStats', method: 'GET', path: '/stats' } as const;
