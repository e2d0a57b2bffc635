-- Decision 020: badges chosen by rule or by hand, notifications stored as a code and its parameters
-- (one per event: the dedupe key), suspensions and the moderation log, daily jobs run once.
CREATE TABLE "moderation_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"admin_name" varchar(16) NOT NULL,
	"action" varchar(32) NOT NULL,
	"target_id" integer NOT NULL,
	"target_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"last_run_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "message" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "message_en" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "held_by_suspension" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "code" varchar(32);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" varchar(64);--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_created_idx" ON "moderation_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_admin_search_idx" ON "users" USING gin ((lower("user_name") || ' ' || lower("email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lists_title_search_idx" ON "lists" USING gin ("title_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lists_most_liked_idx" ON "lists" USING btree ("likes_count" desc,"id" desc) WHERE "lists"."likes_count" > 0;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_key" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
-- Admin-made badges from before rules were chosen are given by hand.
UPDATE "badges" SET "rule" = 'manual' WHERE "rule" IS NULL;
