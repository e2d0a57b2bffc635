import {
  ARRIVAL_MAIL_CHOICES,
  COMMENT_BODY_MAX,
  COMMENT_REPORT_REASONS,
  EDITOR_STATUSES,
  FEED_EVENT_KINDS,
} from '@pepites/contracts';
import { desc, sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { lists } from './lists.js';
import { memberId, users } from './users.js';

/** Who follows whom (docs/decisions/038-community.md). Nobody follows themself. */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    // "My followers", newest first; the primary key serves "whom I follow".
    index('follows_followee_created_idx').on(t.followeeId, desc(t.createdAt)),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

export const feedEventKind = pgEnum('feed_event_kind', FEED_EVENT_KINDS);

/**
 * What a member did that their followers' feed shows: a list created, a list liked, titles added to
 * a list (one row per member, list and day, its `item_count` growing). Written with the act; whether
 * the list is still public is read with the feed, so a list made private leaves every feed at once.
 */
export const feedEvents = pgTable(
  'feed_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: feedEventKind('kind').notNull(),
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    itemCount: integer('item_count').notNull().default(0),
    /** The day a group of additions belongs to (UTC): one row per actor, list and day. */
    day: varchar('day', { length: 10 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // A feed page reads each followed member's newest events from here, then merges them.
    index('feed_events_actor_created_idx').on(t.actorId, desc(t.createdAt), desc(t.id)),
    uniqueIndex('feed_events_actor_kind_list_day_key').on(t.actorId, t.kind, t.listId, t.day),
    index('feed_events_list_idx').on(t.listId),
  ],
);

/** A comment under a list: plain text, shown only to those who can see the list. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: varchar('body', { length: COMMENT_BODY_MAX }).notNull(),
    spoiler: boolean('spoiler').notNull().default(false),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_list_created_idx').on(t.listId, desc(t.createdAt), desc(t.id)),
    // The per-member limit counts a member's recent comments.
    index('comments_author_created_idx').on(t.authorId, desc(t.createdAt)),
  ],
);

/** A member's report of a comment; the admin resolves it (dismissed, or the comment deleted). */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 16, enum: COMMENT_REPORT_REASONS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('comment_reports_comment_reporter_key').on(t.commentId, t.reporterId),
    index('comment_reports_created_idx').on(desc(t.createdAt)),
  ],
);

export const editorStatus = pgEnum('editor_status', EDITOR_STATUSES);

/** Members the creator invited to edit a list with them; `accepted` once they said yes. */
export const listEditors = pgTable(
  'list_editors',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    userId: memberId(),
    status: editorStatus('status').notNull().default('invited'),
    invitedAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.listId, t.userId] }), index('list_editors_user_idx').on(t.userId, t.status)],
);

/** Which notification kinds a member turned off, and whether they get the weekly digest by email. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    muted: text('muted')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    weeklyDigest: boolean('weekly_digest').notNull().default(false),
    /**
     * Whether a title arriving on the member's services is also mailed: `none`, in the weekly digest
     * (`digest`, sent for it even with `weekly_digest` off) or at once (`instant`); decision 043.
     */
    arrivalMail: varchar('arrival_mail', { length: 8, enum: ARRIVAL_MAIL_CHOICES }).notNull().default('none'),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'notification_settings_arrival_mail_check',
      sql`${t.arrivalMail} in (${sql.raw(ARRIVAL_MAIL_CHOICES.map((choice) => `'${choice}'`).join(', '))})`,
    ),
  ],
);
