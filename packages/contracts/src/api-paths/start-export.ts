export const startExport = { name: 'startExport', method: 'POST', path: '/account/exports' } as const;
