export const latestImport = { name: 'latestImport', method: 'GET', path: '/imports/latest' } as const;
