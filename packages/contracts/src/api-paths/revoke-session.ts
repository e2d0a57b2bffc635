export const revokeSession = { name: 'revokeSession', method: 'DELETE', path: '/account/sessions/:id' } as const;
