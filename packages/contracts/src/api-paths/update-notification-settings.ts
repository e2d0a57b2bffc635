export const updateNotificationSettings = {
  name: 'updateNotificationSettings',
  method: 'PUT',
  path: '/account/notification-settings',
} as const;
