export const adminUsers = { name: 'adminUsers', method: 'GET', path: '/users/getAll' } as const;
