import { date, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { bytea, createdAt } from './columns.js';

/**
 * Every mail: with no SMTP_URL kept here for the admin with its secrets masked (and mirrored, whole,
 * as a file for the operator); sent by SMTP, only its kind, recipient and time (no subject or body).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    to: varchar('to', { length: 254 }).notNull(),
    replyTo: varchar('reply_to', { length: 254 }),
    subject: text('subject'),
    text: text('text'),
    html: text('html'),
    transport: varchar('transport', { length: 16 }).notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/** Cached answers of the external catalogue services; the language is part of every key. */
export const catalogCache = pgTable(
  'catalog_cache',
  {
    key: text('key').primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    value: jsonb('value').notNull(),
    staleAt: timestamp('stale_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('catalog_cache_expires_at_idx').on(t.expiresAt)],
);

/** Re-encoded images (avatars, badge icons), kept in the database so every server process serves them. */
export const uploads = pgTable(
  'uploads',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    mime: varchar('mime', { length: 32 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_id_idx').on(t.ownerId), index('uploads_created_at_idx').on(t.createdAt)],
);

/** What the admin did to whom (moderation, hand awards), and when; the label survives the target. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: varchar('admin_name', { length: 16 }).notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    targetId: integer('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_actions_created_idx').on(t.createdAt)],
);

/**
 * Daily jobs: the process that moves `last_run_on` to today runs the job; the others skip it.
 * Longer jobs hold a lease instead (`lease_until`, job-lease.ts), which a crashed process lets expire.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: varchar('name', { length: 40 }).primaryKey(),
  lastRunOn: date('last_run_on', { mode: 'string' }).notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
});
