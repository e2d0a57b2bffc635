export const removeEditor = { name: 'removeEditor', method: 'DELETE', path: '/list/:listId/editors/:userId' } as const;
