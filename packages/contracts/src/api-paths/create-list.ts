export const createList = { name: 'createList', method: 'POST', path: '/list/create/:userId' } as const;
