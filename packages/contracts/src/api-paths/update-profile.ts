export const updateProfile = { name: 'updateProfile', method: 'PUT', path: '/update/:userId' } as const;
