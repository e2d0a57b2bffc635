export const register = { name: 'register', method: 'POST', path: '/register' } as const;
