export const markNotificationSeen = {
  name: 'markNotificationSeen',
  method: 'PUT',
  path: '/user/:userId/notification/:notificationId',
} as const;
