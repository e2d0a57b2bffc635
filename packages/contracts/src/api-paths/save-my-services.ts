export const saveMyServices = { name: 'saveMyServices', method: 'PUT', path: '/account/services' } as const;
