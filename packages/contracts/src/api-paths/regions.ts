export const regions = { name: 'regions', method: 'GET', path: '/catalog/regions' } as const;
