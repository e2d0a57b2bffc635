export const addComment = { name: 'addComment', method: 'POST', path: '/list/:listId/comments' } as const;
