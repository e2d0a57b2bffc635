export const unfollowList = { name: 'unfollowList', method: 'DELETE', path: '/alerts/lists/:listId' } as const;
