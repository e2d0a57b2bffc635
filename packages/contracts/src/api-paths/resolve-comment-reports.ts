export const resolveCommentReports = {
  name: 'resolveCommentReports',
  method: 'POST',
  path: '/admin/comment-reports/:commentId',
} as const;
