import { desc, sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { memberId } from './users.js';
import { bytea, createdAt } from './columns.js';

/**
 * A file brought from another service (modules/imports): read at upload, matched and written by a
 * job. `done` of `total` rows is the progress bar; the rows left for the member to choose among
 * (ambiguous) and those not found stay here for the review screen (docs/decisions/035).
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    /** What the member's pages and links call the import: not the serial, which counts everyone's. */
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
    userId: memberId(),
    source: varchar('source', { length: 16 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** queued → matching → creating → done, or failed with `error_code`. */
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    /** The file as read (ImportFile): kept until the job has written it, then cleared. */
    file: jsonb('file'),
    /** Lists, items, seen marks, ambiguous and not found, once known. */
    counts: jsonb('counts')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Rows for the review screen: ambiguous ones with their candidates, and those not found. */
    review: jsonb('review')
      .notNull()
      .default(sql`'{"ambiguous": [], "notFound": []}'::jsonb`),
    errorCode: varchar('error_code', { length: 64 }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('imports_user_created_idx').on(t.userId, desc(t.createdAt)),
    // One import at a time per member, held by the database even when two uploads race.
    uniqueIndex('imports_one_running_key')
      .on(t.userId)
      .where(sql`${t.status} in ('queued', 'matching', 'creating')`),
  ],
);

/** "Download my data": a ZIP built by a job, downloadable by its member for 24 hours (modules/exports). */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
    userId: memberId(),
    /** queued → ready, or failed. */
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    archive: bytea('archive'),
    byteSize: integer('byte_size'),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('data_exports_user_created_idx').on(t.userId, desc(t.createdAt)),
    index('data_exports_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * An email change waiting for the new address to confirm it (24 hours); only a SHA-256 hash of the
 * link's token is kept, and a member has at most one pending change.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    userId: memberId().primaryKey(),
    newEmail: varchar('new_email', { length: 254 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_expires_at_idx').on(t.expiresAt)],
);
