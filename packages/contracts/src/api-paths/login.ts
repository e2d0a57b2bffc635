export const login = { name: 'login', method: 'POST', path: '/login' } as const;
