export const listEditors = { name: 'listEditors', method: 'GET', path: '/list/:listId/editors' } as const;
