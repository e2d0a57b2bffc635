import type { Lang } from './lang.js';

// The notifications' constants, apart from their zod schemas: the app's shell (the bell and its
// stream) imports them on every page, and zod then stays out of the first load.

/** The kinds of notification (docs/product.md#notifications): each has its icon. */
export const NOTIFICATION_TYPES = ['badge', 'information', 'alert'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What a notification says, stored as a code and its parameters (not as text): it is rendered in
 * the reader's language when read, so the wording can change and old rows follow.
 */
export const NOTIFICATION_CODES = [
  'badge_unlocked',
  'like_received',
  'admin_message',
  'export_ready',
  'import_done',
  'import_failed',
  'new_follower',
  'list_comment',
  'comment_mention',
  'editor_invited',
  'editor_accepted',
  'editor_items_added',
  'title_arrived',
] as const;
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
  import_done: {
    fr: 'Votre import est terminé. Listes : {{lists}}, titres ajoutés : {{items}}, vus : {{seen}}, à préciser : {{ambiguous}}, introuvables : {{notFound}}.',
    en: 'Your import is done. Lists: {{lists}}, titles added: {{items}}, seen: {{seen}}, to choose: {{ambiguous}}, not found: {{notFound}}.',
  },
  import_failed: {
    fr: "Votre import n'a pas abouti : {{reason}}",
    en: 'Your import did not go through: {{reason}}',
  },
  new_follower: {
    fr: '{{user_name}} vous suit désormais.',
    en: '{{user_name}} now follows you.',
  },
  list_comment: {
    fr: '{{user_name}} a commenté votre liste « {{list_title}} ».',
    en: '{{user_name}} commented on your list “{{list_title}}”.',
  },
  comment_mention: {
    fr: '{{user_name}} vous a mentionné sous la liste « {{list_title}} ».',
    en: '{{user_name}} mentioned you under the list “{{list_title}}”.',
  },
  editor_invited: {
    fr: '{{user_name}} vous invite à modifier la liste « {{list_title}} » à plusieurs.',
    en: '{{user_name}} invites you to edit the list “{{list_title}}” together.',
  },
  editor_accepted: {
    fr: '{{user_name}} a accepté de modifier avec vous la liste « {{list_title}} ».',
    en: '{{user_name}} accepted to edit the list “{{list_title}}” with you.',
  },
  editor_items_added: {
    fr: '{{user_name}} a ajouté des titres à la liste « {{list_title}} ».',
    en: '{{user_name}} added titles to the list “{{list_title}}”.',
  },
  // A followed movie or show arrived on the member's services (docs/decisions/043): `type` (movie or
  // show) and `provider_id` lead to its page; `title_en` is its English title.
  title_arrived: {
    fr: '{{title}} est maintenant sur {{providers}}.',
    en: '{{title}} is now on {{providers}}.',
  },
  export_ready: {
    fr: 'Votre archive de données est prête : téléchargez-la depuis votre profil dans les 24 heures.',
    en: 'Your data archive is ready: download it from your profile within 24 hours.',
  },
};

/** Renders a code in a language; a parameter `name_en` wins over `name` in English. */
export function renderNotification(code: NotificationCode, params: NotificationParams, lang: Lang): string {
  return NOTIFICATION_TEMPLATES[code][lang].replace(/\{\{(\w+)\}\}/g, (_match, key: string) => {
    const value = (lang === 'en' ? params[`${key}_en`] : undefined) ?? params[key];
    return value === undefined ? '' : String(value);
  });
}

/**
 * The kinds a member may turn off on their notification settings: what other members do. Admin
 * messages and the answers to one's own imports and exports always arrive.
 */
export const MUTABLE_NOTIFICATION_CODES = [
  'like_received',
  'badge_unlocked',
  'new_follower',
  'list_comment',
  'comment_mention',
  'editor_invited',
  'editor_accepted',
  'editor_items_added',
] as const satisfies readonly NotificationCode[];
export type MutableNotificationCode = (typeof MUTABLE_NOTIFICATION_CODES)[number];

/** Seen notifications older than this are purged (the polling is NOTIFICATION_POLL_MS in limits). */
export const NOTIFICATION_PURGE_DAYS = 30;
/** The stream's keep-alive comment, so proxies never close an idle stream. */
export const NOTIFICATION_STREAM_PING_MS = 25_000;
export const NOTIFICATION_STREAM_PATH = '/api/notifications/stream';

/**
 * What the stream sends: `notification` when one arrives (the bell refetches), `import` when the
 * member's import moved on (the web refetches `GET /api/imports/latest`), `logout` before it closes.
 */
export const NOTIFICATION_STREAM_EVENTS = ['ready', 'notification', 'import', 'logout'] as const;
