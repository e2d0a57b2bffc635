export const listDetail = { name: 'listDetail', method: 'GET', path: '/list/getById/:listId/user/:userId' } as const;
