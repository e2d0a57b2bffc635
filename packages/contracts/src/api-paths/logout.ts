export const logout = { name: 'logout', method: 'POST', path: '/logout' } as const;
