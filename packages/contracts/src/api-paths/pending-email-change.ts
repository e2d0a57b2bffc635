export const pendingEmailChange = { name: 'pendingEmailChange', method: 'GET', path: '/account/email' } as const;
