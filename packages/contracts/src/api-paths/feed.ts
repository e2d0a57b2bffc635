export const feed = { name: 'feed', method: 'GET', path: '/feed' } as const;
