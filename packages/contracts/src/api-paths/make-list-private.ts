export const makeListPrivate = { name: 'makeListPrivate', method: 'PUT', path: '/admin/lists/:id/private' } as const;
