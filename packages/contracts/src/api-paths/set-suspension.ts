export const setSuspension = { name: 'setSuspension', method: 'PUT', path: '/admin/users/:id/suspension' } as const;
