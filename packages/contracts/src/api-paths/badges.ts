export const badges = { name: 'badges', method: 'GET', path: '/badges' } as const;
