import { z } from 'zod';
import { dbIdSchema, paginationQuerySchema } from './common.js';
import { MUTABLE_NOTIFICATION_CODES, NOTIFICATION_CODES, NOTIFICATION_TYPES } from './notification-constants.js';

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  code: z.enum(NOTIFICATION_CODES).nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** French text, then English. */
  message: z.string(),
  message_en: z.string(),
  seen: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsResponseSchema = z.object({ notifications: z.array(notificationSchema) });
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** `GET /user/{id}/notifications`: every notification, newest first, a page at a time. */
export const notificationsPageSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  unseen: z.number().int(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;
export const notificationsPageQuerySchema = paginationQuerySchema;

/** The original client sent the mark-seen path with a stray `}` (`/notification/5}`): both mean notification 5. */
export const markSeenParamsSchema = z.object({
  userId: dbIdSchema,
  notificationId: z
    .string()
    .regex(/^[0-9]{1,10}\}?$/, 'field.invalid')
    .transform((value) => value.replace('}', ''))
    .pipe(dbIdSchema),
});
export const markAllSeenResponseSchema = z.object({ message: z.string(), updated: z.number().int() });

/**
 * A member's notification settings (docs/decisions/038-community.md): the kinds turned off, and
 * whether a weekly email sums up the notifications still unseen.
 */
export const notificationSettingsSchema = z.object({
  muted: z
    .array(z.enum(MUTABLE_NOTIFICATION_CODES, { error: 'field.invalid' }))
    .max(MUTABLE_NOTIFICATION_CODES.length * 2)
    .transform((codes) => [...new Set(codes)]),
  weekly_digest: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
/** The settings as answered: the same shape without the body's de-duplicating transform, which a response cannot encode. */
const savedNotificationSettingsSchema = z.object({
  muted: z.array(z.enum(MUTABLE_NOTIFICATION_CODES)),
  weekly_digest: z.boolean(),
});
export const notificationSettingsResponseSchema = z.object({ settings: savedNotificationSettingsSchema });
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;
