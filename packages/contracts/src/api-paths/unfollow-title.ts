export const unfollowTitle = {
  name: 'unfollowTitle',
  method: 'DELETE',
  path: '/alerts/titles/:type/:titleId',
} as const;
