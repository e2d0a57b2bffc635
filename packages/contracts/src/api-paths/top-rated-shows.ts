export const topRatedShows = { name: 'topRatedShows', method: 'GET', path: '/catalog/shows/top-rated' } as const;
