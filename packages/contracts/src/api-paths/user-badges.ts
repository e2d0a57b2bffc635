export const userBadges = { name: 'userBadges', method: 'GET', path: '/user/:id/badges' } as const;
