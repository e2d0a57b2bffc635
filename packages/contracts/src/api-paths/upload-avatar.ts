export const uploadAvatar = { name: 'uploadAvatar', method: 'POST', path: '/uploads/avatar' } as const;
