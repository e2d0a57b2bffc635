import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was written: the database's clock, so every writer agrees. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
