export const adminLikes = { name: 'adminLikes', method: 'GET', path: '/admin/likes' } as const;
