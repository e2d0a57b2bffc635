export const catalogInfo = { name: 'catalogInfo', method: 'GET', path: '/catalog/info' } as const;
