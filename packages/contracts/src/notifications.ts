import { z } from 'zod';
import { dbIdSchema, paginationQuerySchema } from './common.js';
import { NOTIFICATION_CODES, NOTIFICATION_TYPES } from './notification-constants.js';

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
