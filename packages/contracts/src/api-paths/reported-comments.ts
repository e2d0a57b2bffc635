export const reportedComments = { name: 'reportedComments', method: 'GET', path: '/admin/comment-reports' } as const;
