import { integer, pgTable, primaryKey, serial, text, timestamp, varchar, index } from 'drizzle-orm/pg-core';
import { memberId } from './users.js';
import { createdAt } from './columns.js';

/**
 * `key` is set for the eleven seeded badges. `rule` says how a badge is earned: a counted rule and its
 * `threshold`, or `manual` (given by the admin by hand).
 */
export const badges = pgTable('badges', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 40 }).unique(),
  rule: varchar('rule', { length: 32 }),
  threshold: integer('threshold'),
  name: varchar('name', { length: 80 }).notNull(),
  nameEn: varchar('name_en', { length: 80 }).notNull(),
  description: text('description').notNull(),
  descriptionEn: text('description_en').notNull(),
  icon: text('icon').notNull(),
  createdAt: createdAt(),
});

export const userBadges = pgTable(
  'user_badges',
  {
    userId: memberId(),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] }), index('user_badges_badge_id_idx').on(t.badgeId)],
);
