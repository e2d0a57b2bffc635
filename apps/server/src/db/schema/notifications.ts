import { desc, sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgEnum, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '@pepites/contracts';
import { memberId } from './users.js';
import { createdAt } from './columns.js';

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

/**
 * A notification is a code and its parameters, rendered in the reader's language when read
 * (decision 020). `message`/`message_en` hold the text of rows written before codes (and admin texts).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: memberId(),
    type: notificationType('type').notNull(),
    code: varchar('code', { length: 32 }),
    params: jsonb('params')
      .notNull()
      .default(sql`'{}'::jsonb`),
    message: text('message'),
    messageEn: text('message_en'),
    /** One notification per event: `badge:{id}`, `like:{listId}:{likerId}` (a toggled like never repeats it). */
    dedupeKey: varchar('dedupe_key', { length: 64 }),
    seen: boolean('seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_seen_created_idx').on(t.userId, t.seen, desc(t.createdAt)),
    index('notifications_user_created_idx').on(t.userId, desc(t.createdAt), desc(t.id)),
    index('notifications_seen_created_idx').on(t.seen, t.createdAt),
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
  ],
);
