export const adminBadges = { name: 'adminBadges', method: 'GET', path: '/admin/badges' } as const;
