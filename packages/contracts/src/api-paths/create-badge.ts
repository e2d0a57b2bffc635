export const createBadge = { name: 'createBadge', method: 'POST', path: '/badge' } as const;
