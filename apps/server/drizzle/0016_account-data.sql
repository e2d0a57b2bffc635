CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"archive" "bytea",
	"byte_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_exports_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "email_changes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"new_email" varchar(254) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_changes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"source" varchar(16) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"file" jsonb,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"review" jsonb DEFAULT '{"ambiguous": [], "notFound": []}'::jsonb NOT NULL,
	"error_code" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "imports_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "import_key" varchar(160);--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_created_idx" ON "data_exports" USING btree ("user_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "data_exports_expires_at_idx" ON "data_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_changes_expires_at_idx" ON "email_changes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "imports_user_created_idx" ON "imports" USING btree ("user_id","created_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "imports_one_running_key" ON "imports" USING btree ("user_id") WHERE "imports"."status" in ('queued', 'matching', 'creating');--> statement-breakpoint
CREATE UNIQUE INDEX "lists_creator_import_key" ON "lists" USING btree ("creator_id","import_key") WHERE "lists"."import_key" is not null;