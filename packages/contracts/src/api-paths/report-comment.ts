export const reportComment = { name: 'reportComment', method: 'POST', path: '/comments/:commentId/report' } as const;
