export const uploadBadgeIcon = { name: 'uploadBadgeIcon', method: 'POST', path: '/uploads/badge' } as const;
