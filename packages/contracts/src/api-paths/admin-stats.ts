export const adminStats = { name: 'adminStats', method: 'GET', path: '/admin/stats' } as const;
