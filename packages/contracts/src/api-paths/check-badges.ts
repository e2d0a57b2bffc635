export const checkBadges = { name: 'checkBadges', method: 'GET', path: '/check-badges' } as const;
