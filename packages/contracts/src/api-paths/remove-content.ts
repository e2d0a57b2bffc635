export const removeContent = { name: 'removeContent', method: 'DELETE', path: '/:listId/content/:contentId' } as const;
