export const tonight = { name: 'tonight', method: 'GET', path: '/tonight' } as const;
