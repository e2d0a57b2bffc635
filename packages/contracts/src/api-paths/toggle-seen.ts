export const toggleSeen = { name: 'toggleSeen', method: 'PUT', path: '/content/:contentId/seen/:userId' } as const;
