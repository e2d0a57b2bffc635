export const session = { name: 'session', method: 'GET', path: '/session' } as const;
