export const deleteAccount = { name: 'deleteAccount', method: 'DELETE', path: '/account' } as const;
