export const deleteComment = { name: 'deleteComment', method: 'DELETE', path: '/comments/:commentId' } as const;
