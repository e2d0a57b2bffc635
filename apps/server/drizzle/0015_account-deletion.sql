CREATE TABLE "released_user_names" (
	"user_name_key" text PRIMARY KEY NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "released_user_names_released_at_idx" ON "released_user_names" USING btree ("released_at");