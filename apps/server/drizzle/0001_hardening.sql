ALTER TABLE "outbox" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "user_name_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_key_key" ON "users" USING btree ("user_name_key");--> statement-breakpoint
CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");