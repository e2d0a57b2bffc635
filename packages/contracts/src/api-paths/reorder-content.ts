export const reorderContent = { name: 'reorderContent', method: 'PUT', path: '/list/:listId/content/order' } as const;
