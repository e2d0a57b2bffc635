export const updateNote = { name: 'updateNote', method: 'PUT', path: '/list/:listId/content/:contentId/note' } as const;
