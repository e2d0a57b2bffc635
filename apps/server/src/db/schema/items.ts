import { MEDIA_TYPES } from '@pepites/contracts';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { memberId } from './users.js';
import { createdAt } from './columns.js';

export const itemType = pgEnum('item_type', MEDIA_TYPES);

/**
 * A catalogue entry kept once it is added to a list, so lists never depend on a provider's uptime.
 * Identified by (type, provider id): movie 550 and show 550 are different items. Title, poster and
 * snapshot are the catalogue's; `checked_at` says when they were last taken from it (null: rows kept
 * from clients by older versions, rewritten by items-check.ts).
 */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    type: itemType('type').notNull(),
    providerId: varchar('provider_id', { length: 64 }).notNull(),
    title: text('title').notNull(),
    posterPath: text('poster_path'),
    snapshot: jsonb('snapshot')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('items_type_provider_id_key').on(t.type, t.providerId),
    // The check's queue: small once it has run, whatever the number of items.
    index('items_unchecked_idx')
      .on(t.id)
      .where(sql`${t.checkedAt} is null`),
  ],
);

export const seenMarks = pgTable(
  'seen_marks',
  {
    userId: memberId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index('seen_marks_item_id_idx').on(t.itemId)],
);

export type ItemRow = typeof items.$inferSelect;
