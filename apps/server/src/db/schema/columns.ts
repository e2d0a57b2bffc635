import { customType, timestamp } from 'drizzle-orm/pg-core';

/** When the row was written: the database's clock, so every writer agrees. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Bytes kept in the database (images, export archives), so every server process serves them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A text search document (`tsvector`), written by the database's own triggers, never by the app. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
