export const listComments = { name: 'listComments', method: 'GET', path: '/list/:listId/comments' } as const;
