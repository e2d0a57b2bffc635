export const notificationSettings = {
  name: 'notificationSettings',
  method: 'GET',
  path: '/account/notification-settings',
} as const;
