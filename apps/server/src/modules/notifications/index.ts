import type { FastifyPluginAsync } from 'fastify';
import { mailNotificationDigest, queueDueDigests, type DigestMailJob } from './notification-digest.js';
import { notificationSettingsRoutes } from './notification-settings.routes.js';
import { notificationsRoutes } from './notifications.routes.js';

export { notificationHubPlugin } from './notification-hub.js';
export { readArrivalMail, saveArrivalMail } from './notification-settings.service.js';
export {
  addNotification,
  notifyLike,
  notifyMember,
  notMuted,
  purgeSeenNotifications,
} from './notifications.service.js';

/**
 * A member's notifications and their live stream (/user/{id}/notification…, /notifications/stream),
 * their settings (/account/notification-settings) and the weekly digest by email: an hourly sweep,
 * sent once across processes, queues the digests due, each mailed by its own job.
 */
export const notificationsModule: FastifyPluginAsync = async (api) => {
  await api.register(notificationsRoutes);
  await api.register(notificationSettingsRoutes);
  api.jobs.work('notification-digests', async () => {
    const swept = await queueDueDigests(api);
    if (swept.queued > 0) api.log.info(swept, 'notification digests queued');
    return swept;
  });
  api.jobs.work<DigestMailJob>('mail-notification-digest', (job) => mailNotificationDigest(api, job));
  api.jobs.schedule('notification-digests', '52 * * * *');
};
