export const resolveImport = { name: 'resolveImport', method: 'POST', path: '/imports/:importId/choices' } as const;
