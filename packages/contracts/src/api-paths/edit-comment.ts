export const editComment = { name: 'editComment', method: 'PUT', path: '/comments/:commentId' } as const;
