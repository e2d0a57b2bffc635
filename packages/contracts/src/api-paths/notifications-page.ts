export const notificationsPage = {
  name: 'notificationsPage',
  method: 'GET',
  path: '/user/:userId/notifications',
} as const;
