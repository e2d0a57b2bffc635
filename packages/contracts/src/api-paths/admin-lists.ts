export const adminLists = { name: 'adminLists', method: 'GET', path: '/lists/getAll' } as const;
