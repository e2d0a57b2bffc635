export const unseenNotifications = {
  name: 'unseenNotifications',
  method: 'GET',
  path: '/user/:userId/notifications/unseen',
} as const;
