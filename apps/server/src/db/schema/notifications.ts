import { desc } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const notificationType = pgEnum('notification_type', ['badge', 'information', 'alert']);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull(),
    message: text('message').notNull(),
    messageEn: text('message_en').notNull(),
    seen: boolean('seen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_seen_created_idx').on(t.userId, t.seen, desc(t.createdAt)),
    index('notifications_seen_created_idx').on(t.seen, t.createdAt),
  ],
);
