import { LIST_PRIVACIES, LIST_TYPES } from '@pepites/contracts';
import { desc, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { items } from './items.js';
import { tags } from './tags.js';
import { memberId, users } from './users.js';
import { createdAt, tsvector } from './columns.js';

export const listPrivacy = pgEnum('list_privacy', LIST_PRIVACIES);
export const listType = pgEnum('list_type', LIST_TYPES);

export const lists = pgTable(
  'lists',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    /** Lower-case, accent-free copy of the title for the browse search. */
    titleSearch: varchar('title_search', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    /**
     * The words of its title (weight A), its tags in both languages (B) and its description (C),
     * folded by `unaccent`, for the browse word search; kept by a trigger (drizzle/0020_list-search-words.sql).
     */
    searchWords: tsvector('search_words')
      .notNull()
      .default(sql`''::tsvector`),
    /**
     * The title's words alone, kept by the same trigger: small enough to ride in the newest-first
     * index (lists_public_newest_words_idx, drizzle/0020), so that a walk of the newest lists for
     * common words reads only that index (docs/decisions/040-word-prefix-search.md).
     */
    titleWords: tsvector('title_words')
      .notNull()
      .default(sql`''::tsvector`),
    // `search_terms` (every word's beginnings, for the GIN index of the other matches) and the
    // table `list_search_terms` (below) are kept from these words by triggers of drizzle/0021;
    // search_terms is declared there only, the statements reading it being written as SQL.
    privacy: listPrivacy('privacy').notNull().default('public'),
    /** Derived from the items (docs/product.md#lists) by a trigger on `list_items`; null while the list is empty. */
    type: listType('type'),
    /** Maintained by triggers (drizzle/0005_list_counters.sql): never written by the application. */
    itemCount: integer('item_count').notNull().default(0),
    /** Its tags' ids, ascending, kept by a trigger on `list_tags`: title searches filter tags in the same index. */
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * What a visitor's card of this list shows, kept by triggers (drizzle/0008_list-cards.sql): its
     * tags and its first LIST_CARD_ITEMS items, so that a browse page reads one row per list.
     */
    card: jsonb('card')
      .notNull()
      .default(sql`'{"tags": [], "content": []}'::jsonb`),
    /** Maintained by a trigger on `likes`: always the number of its likers, under concurrency too. */
    likesCount: integer('likes_count').notNull().default(0),
    /** Made private by its creator's suspension; public again when the suspension is lifted. */
    heldBySuspension: boolean('held_by_suspension').notNull().default(false),
    /** The QR code of `qr_code_url` (the share link), made once and remade only if PUBLIC_URL changes. */
    qrCode: text('qr_code'),
    qrCodeUrl: text('qr_code_url'),
    /**
     * Which list of another service this one was imported from (source and the list's name there):
     * importing the same file again adds to it instead of making a second list.
     */
    importKey: varchar('import_key', { length: 160 }),
    /**
     * Moves on with every change to the list's items (added, removed, reordered): a reorder sent
     * against an older version is refused with the current order, never applied over another
     * editor's change (docs/decisions/038-community.md).
     */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lists_creator_import_key')
      .on(t.creatorId, t.importKey)
      .where(sql`${t.importKey} is not null`),
    index('lists_creator_created_idx').on(t.creatorId, desc(t.createdAt), desc(t.id)),
    // Substring search in titles, case- and accent-insensitive (title_search is folded by the app),
    // with the tags in the same GIN index: "titles containing x tagged y" is one intersection.
    index('lists_public_title_tags_idx')
      .using('gin', sql`${t.titleSearch} gin_trgm_ops`, t.tagIds)
      .where(sql`${t.privacy} = 'public'`),
    // Words in titles, tags and descriptions are found through `search_terms` and its GIN index,
    // both written by drizzle/0021 (docs/decisions/042-title-search-terms.md).
    // The admin's lists table: every list (private ones too) by title, and the likes table, most liked first.
    index('lists_title_search_idx').using('gin', sql`${t.titleSearch} gin_trgm_ops`),
    index('lists_most_liked_idx')
      .on(desc(t.likesCount), desc(t.id))
      .where(sql`${t.likesCount} > 0`),
    check('lists_likes_count_check', sql`${t.likesCount} >= 0`),
    check('lists_item_count_check', sql`${t.itemCount} >= 0`),
  ],
);

export const listTags = pgTable(
  'list_tags',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.listId, t.tagId] }), index('list_tags_tag_id_idx').on(t.tagId)],
);

export const listItems = pgTable(
  'list_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Beyond the original product: the creator's short comment on this item in this list. */
    note: varchar('note', { length: 280 }),
    /** Who added it: the creator or one of the list's editors (null for rows from before editors, or a deleted account). */
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.itemId] }),
    index('list_items_list_position_idx').on(t.listId, t.position),
    index('list_items_item_id_idx').on(t.itemId),
    // Contributors' counts, and an account's deletion clearing its `added_by`, read this.
    index('list_items_added_by_idx')
      .on(t.addedBy, t.listId)
      .where(sql`${t.addedBy} is not null`),
  ],
);

export const likes = pgTable(
  'likes',
  {
    userId: memberId(),
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listId] }),
    index('likes_list_created_idx').on(t.listId, desc(t.createdAt)),
    index('likes_user_created_idx').on(t.userId, desc(t.createdAt)),
    // The home page's "most liked this week": the week's likes are one range, read from the index alone.
    index('likes_created_idx').on(t.createdAt, t.listId),
  ],
);

/**
 * What browsing public lists reads, one row per public list and filter: no tag (0, 0), each of its
 * tags (t, 0) and each pair of its tags (a < b, a and b). A page of "newest lists tagged horror and
 * cult" is then one index range, however many lists exist. Kept by triggers; private lists have none.
 */
export const listSearch = pgTable(
  'list_search',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    tagA: smallint('tag_a').notNull(),
    tagB: smallint('tag_b').notNull(),
    type: listType('type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    likesCount: integer('likes_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tagA, t.tagB, t.listId] }),
    index('list_search_list_idx').on(t.listId),
    index('list_search_newest_idx').on(t.tagA, t.tagB, desc(t.createdAt), desc(t.listId)),
    index('list_search_liked_idx').on(t.tagA, t.tagB, desc(t.likesCount), desc(t.listId)),
    index('list_search_type_newest_idx').on(t.tagA, t.tagB, t.type, desc(t.createdAt), desc(t.listId)),
    index('list_search_type_liked_idx').on(t.tagA, t.tagB, t.type, desc(t.likesCount), desc(t.listId)),
  ],
);

/**
 * The title search's index (docs/decisions/042-title-search-terms.md): one row per public list and
 * term of its title and tags, newest first within a term, each carrying what a search checks (the
 * title's words and tags as `key`, the list's type) so that the newest lists having one term are
 * read, and the others checked, in the index alone. Terms: a whole title word ('=word', a one-letter
 * word as itself), its beginnings of two to four letters, a tag ('#id'), and pairs of word
 * beginnings ('ab+cd') and of a tag and a word beginning ('#id+ab'), so that two common words or a
 * word and a tag are read where both are, not where either is. Kept by a trigger on `lists`
 * (drizzle/0021); its index, with INCLUDE, is written there too. No foreign key: the trigger
 * deletes a list's rows by their terms, which an index on list_id would only duplicate.
 */
export const listSearchTerms = pgTable('list_search_terms', {
  term: text('term').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  listId: integer('list_id').notNull(),
  type: listType('type'),
  key: text('key').notNull(),
});

/**
 * Totals the pages show without counting a million rows: public lists (all and per type), likes on
 * public lists, members. Spread over 16 shards so that concurrent likes do not queue on one row;
 * a total is the sum of its shards. Kept by triggers.
 */
export const statCounters = pgTable(
  'stat_counters',
  {
    key: varchar('key', { length: 64 }).notNull(),
    shard: smallint('shard').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  // No CHECK (value >= 0): PostgreSQL checks the row an upsert proposes before it finds the
  // conflict, so a decrement (a negative proposed value) would be refused.
  (t) => [primaryKey({ columns: [t.key, t.shard] })],
);

/**
 * What the current transaction changed in the tag filters' totals (`public_lists:tags:…` in
 * stat_counters), waiting for its commit: written by list_search's statement triggers and moved
 * into stat_counters at commit, all at once in key order, so that two transactions never take the
 * counters' rows in crossing orders (drizzle/0023, docs/decisions/044-tag-filter-totals.md). Empty
 * between transactions.
 */
export const listSearchCountChanges = pgTable(
  'list_search_count_changes',
  {
    txid: bigint('txid', { mode: 'number' }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    shard: smallint('shard').notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [index('list_search_count_changes_txid_idx').on(t.txid)],
);
