export const importDetail = { name: 'importDetail', method: 'GET', path: '/imports/:importId' } as const;
