export const health = { name: 'health', method: 'GET', path: '/health' } as const;
