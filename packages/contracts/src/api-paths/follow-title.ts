export const followTitle = { name: 'followTitle', method: 'PUT', path: '/alerts/titles/:type/:titleId' } as const;
