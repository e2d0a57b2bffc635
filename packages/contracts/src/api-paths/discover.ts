export const discover = { name: 'discover', method: 'GET', path: '/catalog/discover/:kind' } as const;
