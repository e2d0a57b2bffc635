export const deleteUser = { name: 'deleteUser', method: 'DELETE', path: '/admin/users/:id' } as const;
