import type { Provider } from '@pepites/contracts';
import { desc, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { itemType } from './items.js';
import { lists } from './lists.js';
import { memberId, users } from './users.js';

// What can I watch tonight (docs/decisions/043-streaming-availability-and-alerts.md): a member's
// services, where titles stream, and the titles and lists members follow for arrivals.

/** A member's country and the services they pay for there, in the order they chose them. */
export const watchSettings = pgTable(
  'watch_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    region: varchar('region', { length: 2 }).notNull(),
    providerIds: integer('provider_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('watch_settings_services_max_check', sql`cardinality(${t.providerIds}) <= 30`)],
);

/**
 * Where a movie or show streams in one country, as the catalogue last answered: asked by the daily
 * check for followed titles and on demand for lists and Tonight. The movie database's data, kept
 * no longer than its cache lifetime allows: read while younger than AVAILABILITY_FRESH_HOURS,
 * deleted by the check once twice that old.
 */
export const titleAvailability = pgTable(
  'title_availability',
  {
    mediaType: itemType('media_type').notNull(),
    providerId: varchar('provider_id', { length: 16 }).notNull(),
    region: varchar('region', { length: 2 }).notNull(),
    flatrate: jsonb('flatrate').$type<Provider[]>().notNull(),
    rent: jsonb('rent').$type<Provider[]>().notNull(),
    buy: jsonb('buy').$type<Provider[]>().notNull(),
    /** The ids of `flatrate`, which the check compares with what each member saw before. */
    flatrateIds: integer('flatrate_ids').array().notNull(),
    link: text('link'),
    /** Written from the offline catalogue (an illustration): never read as live data, nor the other way round. */
    illustrative: boolean('illustrative').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaType, t.providerId, t.region] }),
    index('title_availability_checked_idx').on(t.checkedAt),
  ],
);

/**
 * A movie or show a member follows, with what the daily check last saw of it in their country: an
 * arrival is a service of theirs in today's flat-rate offers that was not in `seen_provider_ids`.
 * `direct` rows were followed one by one; the others come from followed lists and are kept in step
 * with them by the check. `arrivals` counts the arrivals told, so that a title leaving and coming
 * back is told again under a new dedupe key.
 */
export const titleAlerts = pgTable(
  'title_alerts',
  {
    userId: memberId(),
    mediaType: itemType('media_type').notNull(),
    providerId: varchar('provider_id', { length: 16 }).notNull(),
    direct: boolean('direct').notNull().default(true),
    /** As the catalogue names it (items keep their English title, lists/catalog-item.ts). */
    title: text('title').notNull(),
    posterPath: text('poster_path'),
    /** The country of the last check, and the title's flat-rate services there; null before the first. */
    seenRegion: varchar('seen_region', { length: 2 }),
    seenProviderIds: integer('seen_provider_ids').array(),
    arrivals: integer('arrivals').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mediaType, t.providerId] }),
    // The check walks the followed titles in order, each with its followers.
    index('title_alerts_title_idx').on(t.mediaType, t.providerId, t.userId),
    // "My alerts", newest first.
    index('title_alerts_direct_idx')
      .on(t.userId, desc(t.createdAt))
      .where(sql`${t.direct}`),
  ],
);

/** A list a member follows whole: each of its movies and shows, now and to come, is followed. */
export const listAlerts = pgTable(
  'list_alerts',
  {
    userId: memberId(),
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listId] }), index('list_alerts_list_idx').on(t.listId)],
);
