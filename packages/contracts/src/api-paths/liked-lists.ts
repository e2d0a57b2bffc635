export const likedLists = { name: 'likedLists', method: 'GET', path: '/user/:userId/lists' } as const;
