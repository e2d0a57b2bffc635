export const requestEmailChange = { name: 'requestEmailChange', method: 'PUT', path: '/account/email' } as const;
