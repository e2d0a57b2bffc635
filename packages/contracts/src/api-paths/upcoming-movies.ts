export const upcomingMovies = { name: 'upcomingMovies', method: 'GET', path: '/catalog/movies/upcoming' } as const;
