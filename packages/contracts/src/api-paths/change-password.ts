export const changePassword = { name: 'changePassword', method: 'PUT', path: '/account/password' } as const;
