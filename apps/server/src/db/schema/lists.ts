import { desc } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { items } from './items.js';
import { tags } from './tags.js';
import { users } from './users.js';

export const listPrivacy = pgEnum('list_privacy', ['public', 'private']);
export const listType = pgEnum('list_type', ['movie', 'show', 'podcast', 'youtube-video', 'mixed']);

export const lists = pgTable(
  'lists',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    /** Lower-case, accent-free copy of the title for the browse search. */
    titleSearch: varchar('title_search', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    privacy: listPrivacy('privacy').notNull().default('public'),
    /** Derived from the items (CONTRACT §4); null while the list is empty. */
    type: listType('type'),
    itemCount: integer('item_count').notNull().default(0),
    /** Always equal to the number of rows in `likes` for this list; kept in the same transaction. */
    likesCount: integer('likes_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lists_creator_created_idx').on(t.creatorId, desc(t.createdAt)),
    index('lists_privacy_created_idx').on(t.privacy, desc(t.createdAt)),
    index('lists_privacy_type_created_idx').on(t.privacy, t.type, desc(t.createdAt)),
  ],
);

export const listTags = pgTable(
  'list_tags',
  {
    listId: integer('list_id').notNull().references(() => lists.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.listId, t.tagId] }), index('list_tags_tag_id_idx').on(t.tagId)],
);

export const listItems = pgTable(
  'list_items',
  {
    listId: integer('list_id').notNull().references(() => lists.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.itemId] }),
    index('list_items_list_position_idx').on(t.listId, t.position),
    index('list_items_item_id_idx').on(t.itemId),
  ],
);

export const likes = pgTable(
  'likes',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    listId: integer('list_id').notNull().references(() => lists.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listId] }),
    index('likes_list_id_idx').on(t.listId),
    index('likes_user_created_idx').on(t.userId, desc(t.createdAt)),
  ],
);
