import { ROLES } from '@pepites/contracts';
import { desc, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export const userRole = pgEnum('user_role', ROLES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: varchar('user_name', { length: 16 }).notNull(),
    /**
     * The name's confusable skeleton (Unicode TR39, case folded): two names that look alike have the
     * same key, and the unique index refuses the second. Filled at start for rows from before it.
     */
    userNameKey: text('user_name_key'),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('user'),
    avatar: text('avatar'),
    country: varchar('country', { length: 2 }),
    city: varchar('city', { length: 80 }),
    catchline: varchar('catchline', { length: 120 }),
    introduction: text('introduction'),
    lang: varchar('lang', { length: 2 }).notNull().default('fr'),
    /** Likes received on this user's public lists, kept by triggers: the most-liked ranking reads it. */
    publicLikesReceived: integer('public_likes_received').notNull().default(0),
    /** Set while the admin suspends the account: no sign-in, no session, public lists held private. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_user_name_lower_key').on(sql`lower(${t.userName})`),
    uniqueIndex('users_user_name_key_key').on(t.userNameKey),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // The admin's users table searches names and emails by substring.
    index('users_admin_search_idx').using('gin', sql`(lower(${t.userName}) || ' ' || lower(${t.email})) gin_trgm_ops`),
    index('users_most_liked_idx')
      .on(desc(t.publicLikesReceived), t.userName)
      .where(sql`${t.publicLikesReceived} > 0`),
    check('users_public_likes_received_check', sql`${t.publicLikesReceived} >= 0`),
  ],
);

/** The member a row belongs to (`user_id`): the row goes when the account does. */
export const memberId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Only a SHA-256 hash of the session id is stored; the id itself lives in the cookie. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    userId: memberId(),
    persistent: boolean('persistent').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** What the member's own session list calls a session: neither the id nor its hash, which sign in. */
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
    /** The browser's User-Agent at sign-in, cut to 512 characters, for the session list's device. */
    userAgent: varchar('user_agent', { length: 512 }),
    /** Refreshed at most every few minutes by authenticated requests (session-store.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: memberId(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * The look-alike keys (`users.user_name_key`) of deleted accounts' names: nobody may take such a name,
 * or one that looks like it, for 30 days after the deletion (decision 034); the daily job drops the rows after.
 */
export const releasedUserNames = pgTable(
  'released_user_names',
  {
    userNameKey: text('user_name_key').primaryKey(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('released_user_names_released_at_idx').on(t.releasedAt)],
);
