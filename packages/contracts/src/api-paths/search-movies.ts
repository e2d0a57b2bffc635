export const searchMovies = { name: 'searchMovies', method: 'GET', path: '/catalog/movies/search' } as const;
