export const startImport = { name: 'startImport', method: 'POST', path: '/imports' } as const;
