import { z } from 'zod';
import { dbIdSchema, paginationQuerySchema } from './common.js';
import type { Lang } from './lang.js';

/** SPEC §3's alert kinds: each has its icon. */
export const NOTIFICATION_TYPES = ['badge', 'information', 'alert'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What a notification says, stored as a code and its parameters (not as text): it is rendered in
 * the reader's language when read, so the wording can change and old rows follow.
 */
export const NOTIFICATION_CODES = ['badge_unlocked', 'like_received', 'admin_message'] as const;
export type NotificationCode = (typeof NOTIFICATION_CODES)[number];
export type NotificationParams = Record<string, string | number>;

/** `{{name}}` placeholders are filled from the parameters; `{{x_en}}` is used in English when present. */
export const NOTIFICATION_TEMPLATES: Record<NotificationCode, Record<Lang, string>> = {
  badge_unlocked: {
    fr: 'Nouveau badge débloqué : « {{badge}} ». Bravo !',
    en: 'New badge unlocked: “{{badge}}”. Well done!',
  },
  like_received: {
    fr: '{{user_name}} aime votre liste « {{list_title}} ».',
    en: '{{user_name}} likes your list “{{list_title}}”.',
  },
  admin_message: { fr: '{{text}}', en: '{{text}}' },
};

/** Renders a code in a language; a parameter `name_en` wins over `name` in English. */
export function renderNotification(code: NotificationCode, params: NotificationParams, lang: Lang): string {
  return NOTIFICATION_TEMPLATES[code][lang].replace(/\{\{(\w+)\}\}/g, (_match, key: string) => {
    const value = (lang === 'en' ? params[`${key}_en`] : undefined) ?? params[key];
    return value === undefined ? '' : String(value);
  });
}

/** CONTRACT §4's purge (SPEC §4's polling is NOTIFICATION_POLL_MS in limits). */
export const NOTIFICATION_PURGE_DAYS = 30;
/** The stream's keep-alive comment, so proxies never close an idle stream. */
export const NOTIFICATION_STREAM_PING_MS = 25_000;
export const NOTIFICATION_STREAM_PATH = '/api/notifications/stream';

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  code: z.enum(NOTIFICATION_CODES).nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** French text (SPEC §3), then English. */
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

/** SPEC §7 writes the mark-seen path with a stray `}` (`/notification/5}`): both spellings mean notification 5. */
export const markSeenParamsSchema = z.object({
  userId: dbIdSchema,
  notificationId: z
    .string()
    .regex(/^[0-9]{1,10}\}?$/, 'field.invalid')
    .transform((value) => value.replace('}', ''))
    .pipe(dbIdSchema),
});
export const markAllSeenResponseSchema = z.object({ message: z.string(), updated: z.number().int() });

/** What the stream sends: `notification` when one arrives (the bell refetches), `logout` before it closes. */
export const NOTIFICATION_STREAM_EVENTS = ['ready', 'notification', 'logout'] as const;
