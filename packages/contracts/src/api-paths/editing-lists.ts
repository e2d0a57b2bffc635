export const editingLists = { name: 'editingLists', method: 'GET', path: '/account/editing' } as const;
