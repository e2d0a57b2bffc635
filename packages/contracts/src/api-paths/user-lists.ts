export const userLists = { name: 'userLists', method: 'GET', path: '/lists/getByUserId/:userId' } as const;
