export const addContent = { name: 'addContent', method: 'PUT', path: '/:listId/content' } as const;
