export { notificationHubPlugin } from './notification-hub.js';
export {
  addNotification,
  notifyLike,
  notifyMember,
  notMuted,
  purgeSeenNotifications,
} from './notifications.service.js';
/** A member's notifications and their live stream: /user/{id}/notification…, /notifications/stream. */
export { notificationsRoutes as notificationsModule } from './notifications.routes.js';
