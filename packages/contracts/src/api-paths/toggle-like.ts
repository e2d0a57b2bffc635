export const toggleLike = { name: 'toggleLike', method: 'PUT', path: '/list/:id/like/:userId' } as const;
