export const homeLists = { name: 'homeLists', method: 'GET', path: '/lists/home' } as const;
