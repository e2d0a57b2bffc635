export const adminOutbox = { name: 'adminOutbox', method: 'GET', path: '/admin/outbox' } as const;
