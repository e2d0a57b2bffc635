export const accountSessions = { name: 'accountSessions', method: 'GET', path: '/account/sessions' } as const;
