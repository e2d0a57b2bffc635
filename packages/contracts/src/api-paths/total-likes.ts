export const totalLikes = { name: 'totalLikes', method: 'GET', path: '/lists/getTotalLikes' } as const;
