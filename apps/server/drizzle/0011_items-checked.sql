-- An item's title and poster were whatever its first adder sent, and every list holding it showed
-- them. The server now takes them from the catalogue. SQL cannot ask the catalogue, so every item
-- kept so far starts unchecked (`checked_at` null, no rewrite of the table): the server's items check
-- (src/modules/lists/items-check.ts) rewrites them from the configured catalogue in the background,
-- one process at a time under a lease on `scheduled_jobs`, and an item added again heals at once.
ALTER TABLE "items" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "items_unchecked_idx" ON "items" USING btree ("id") WHERE "items"."checked_at" is null;