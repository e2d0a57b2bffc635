export const searchVideos = { name: 'searchVideos', method: 'GET', path: '/catalog/videos/search' } as const;
