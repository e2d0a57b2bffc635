export const deleteList = { name: 'deleteList', method: 'DELETE', path: '/list/:id' } as const;
