export const listAlert = { name: 'listAlert', method: 'GET', path: '/alerts/lists/:listId' } as const;
