export const searchPodcasts = { name: 'searchPodcasts', method: 'GET', path: '/catalog/podcasts/search' } as const;
