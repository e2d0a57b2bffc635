export const movieDetails = { name: 'movieDetails', method: 'GET', path: '/catalog/movies/:id' } as const;
