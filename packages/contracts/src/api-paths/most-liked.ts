export const mostLiked = { name: 'mostLiked', method: 'GET', path: '/lists/getMostLiked' } as const;
