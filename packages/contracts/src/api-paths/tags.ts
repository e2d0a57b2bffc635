export const tags = { name: 'tags', method: 'GET', path: '/tags' } as const;
