export const myServices = { name: 'myServices', method: 'GET', path: '/account/services' } as const;
