export const titleAlert = { name: 'titleAlert', method: 'GET', path: '/alerts/titles/:type/:titleId' } as const;
