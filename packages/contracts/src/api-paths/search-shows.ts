export const searchShows = { name: 'searchShows', method: 'GET', path: '/catalog/shows/search' } as const;
