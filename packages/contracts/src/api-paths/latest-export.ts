export const latestExport = { name: 'latestExport', method: 'GET', path: '/account/exports/latest' } as const;
