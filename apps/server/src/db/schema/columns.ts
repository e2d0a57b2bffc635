import { customType, timestamp } from 'drizzle-orm/pg-core';

/** When the row was written: the database's clock, so every writer agrees. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Bytes kept in the database (images, export archives), so every server process serves them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
