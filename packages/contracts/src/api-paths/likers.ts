export const likers = { name: 'likers', method: 'GET', path: '/list/:id/likers' } as const;
