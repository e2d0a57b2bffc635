export const user = { name: 'user', method: 'GET', path: '/user/:id' } as const;
