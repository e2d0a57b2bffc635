export const markAllNotificationsSeen = {
  name: 'markAllNotificationsSeen',
  method: 'PUT',
  path: '/user/:userId/notifications/seen',
} as const;
