export const videoDetails = { name: 'videoDetails', method: 'GET', path: '/catalog/videos/:id' } as const;
