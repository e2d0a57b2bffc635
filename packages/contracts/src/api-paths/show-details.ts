export const showDetails = { name: 'showDetails', method: 'GET', path: '/catalog/shows/:id' } as const;
