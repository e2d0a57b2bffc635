export const genres = { name: 'genres', method: 'GET', path: '/catalog/genres/:kind' } as const;
