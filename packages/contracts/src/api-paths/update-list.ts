export const updateList = { name: 'updateList', method: 'PUT', path: '/list/update/:listId' } as const;
