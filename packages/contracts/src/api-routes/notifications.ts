import * as p from '../api-paths.js';
import { messageResponseSchema } from '../common.js';
import {
  markAllSeenResponseSchema,
  markSeenParamsSchema,
  notificationsPageQuerySchema,
  notificationSettingsResponseSchema,
  notificationSettingsSchema,
  notificationsPageSchema,
  notificationsResponseSchema,
} from '../notifications.js';
import { userIdParamSchema } from '../users.js';
import { route } from './define.js';

/** A member's notifications (the live stream, `GET /notifications/stream`, is not JSON and stays out). */
export const notificationRoutes = {
  unseenNotifications: route(p.unseenNotifications, {
    params: userIdParamSchema,
    response: { 200: notificationsResponseSchema },
  }),
  notificationsPage: route(p.notificationsPage, {
    params: userIdParamSchema,
    querystring: notificationsPageQuerySchema,
    response: { 200: notificationsPageSchema },
  }),
  markNotificationSeen: route(p.markNotificationSeen, {
    params: markSeenParamsSchema,
    response: { 200: messageResponseSchema },
  }),
  markAllNotificationsSeen: route(p.markAllNotificationsSeen, {
    params: userIdParamSchema,
    response: { 200: markAllSeenResponseSchema },
  }),
  notificationSettings: route(p.notificationSettings, { response: { 200: notificationSettingsResponseSchema } }),
  updateNotificationSettings: route(p.updateNotificationSettings, {
    body: notificationSettingsSchema,
    response: { 200: notificationSettingsResponseSchema },
  }),
};
