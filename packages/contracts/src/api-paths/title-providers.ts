export const titleProviders = { name: 'titleProviders', method: 'GET', path: '/catalog/:kind/:id/providers' } as const;
