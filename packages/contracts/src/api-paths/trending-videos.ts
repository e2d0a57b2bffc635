export const trendingVideos = { name: 'trendingVideos', method: 'GET', path: '/catalog/videos/trending' } as const;
