export const requestPasswordReset = { name: 'requestPasswordReset', method: 'POST', path: '/reset-password' } as const;
