CREATE TABLE "list_search" (
	"list_id" integer NOT NULL,
	"tag_a" smallint NOT NULL,
	"tag_b" smallint NOT NULL,
	"type" "list_type",
	"created_at" timestamp with time zone NOT NULL,
	"likes_count" integer NOT NULL,
	CONSTRAINT "list_search_tag_a_tag_b_list_id_pk" PRIMARY KEY("tag_a","tag_b","list_id")
);
--> statement-breakpoint
CREATE TABLE "stat_counters" (
	"key" varchar(64) NOT NULL,
	"shard" smallint NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "stat_counters_key_shard_pk" PRIMARY KEY("key","shard")
);
--> statement-breakpoint
DROP INDEX "likes_list_id_idx";--> statement-breakpoint
DROP INDEX "lists_privacy_created_idx";--> statement-breakpoint
DROP INDEX "lists_privacy_type_created_idx";--> statement-breakpoint
DROP INDEX "lists_creator_created_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_likes_received" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "note" varchar(280);--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "qr_code" text;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "qr_code_url" text;--> statement-breakpoint
ALTER TABLE "list_search" ADD CONSTRAINT "list_search_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_search_list_idx" ON "list_search" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "list_search_newest_idx" ON "list_search" USING btree ("tag_a","tag_b","created_at" desc,"list_id" desc);--> statement-breakpoint
CREATE INDEX "list_search_liked_idx" ON "list_search" USING btree ("tag_a","tag_b","likes_count" desc,"list_id" desc);--> statement-breakpoint
CREATE INDEX "list_search_type_newest_idx" ON "list_search" USING btree ("tag_a","tag_b","type","created_at" desc,"list_id" desc);--> statement-breakpoint
CREATE INDEX "list_search_type_liked_idx" ON "list_search" USING btree ("tag_a","tag_b","type","likes_count" desc,"list_id" desc);--> statement-breakpoint
CREATE INDEX "users_most_liked_idx" ON "users" USING btree ("public_likes_received" desc,"user_name") WHERE "users"."public_likes_received" > 0;--> statement-breakpoint
CREATE INDEX "likes_list_created_idx" ON "likes" USING btree ("list_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "lists_public_title_trgm_idx" ON "lists" USING gin ("title_search" gin_trgm_ops) WHERE "lists"."privacy" = 'public';--> statement-breakpoint
CREATE INDEX "lists_creator_created_idx" ON "lists" USING btree ("creator_id","created_at" desc,"id" desc);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_public_likes_received_check" CHECK ("users"."public_likes_received" >= 0);--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_likes_count_check" CHECK ("lists"."likes_count" >= 0);--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_item_count_check" CHECK ("lists"."item_count" >= 0);