export const followList = { name: 'followList', method: 'PUT', path: '/alerts/lists/:listId' } as const;
