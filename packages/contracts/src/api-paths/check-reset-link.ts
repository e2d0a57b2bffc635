export const checkResetLink = { name: 'checkResetLink', method: 'POST', path: '/reset-password/check' } as const;
