export const inviteEditor = { name: 'inviteEditor', method: 'POST', path: '/list/:listId/editors' } as const;
