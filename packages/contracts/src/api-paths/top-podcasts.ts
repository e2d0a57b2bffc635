export const topPodcasts = { name: 'topPodcasts', method: 'GET', path: '/catalog/podcasts/top' } as const;
