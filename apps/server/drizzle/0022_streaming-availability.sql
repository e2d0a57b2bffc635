CREATE TABLE "list_alerts" (
	"user_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_alerts_user_id_list_id_pk" PRIMARY KEY("user_id","list_id")
);
--> statement-breakpoint
CREATE TABLE "title_alerts" (
	"user_id" integer NOT NULL,
	"media_type" "item_type" NOT NULL,
	"provider_id" varchar(16) NOT NULL,
	"direct" boolean DEFAULT true NOT NULL,
	"title" text NOT NULL,
	"poster_path" text,
	"seen_region" varchar(2),
	"seen_provider_ids" integer[],
	"arrivals" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "title_alerts_user_id_media_type_provider_id_pk" PRIMARY KEY("user_id","media_type","provider_id")
);
--> statement-breakpoint
CREATE TABLE "title_availability" (
	"media_type" "item_type" NOT NULL,
	"provider_id" varchar(16) NOT NULL,
	"region" varchar(2) NOT NULL,
	"flatrate" jsonb NOT NULL,
	"rent" jsonb NOT NULL,
	"buy" jsonb NOT NULL,
	"flatrate_ids" integer[] NOT NULL,
	"link" text,
	"illustrative" boolean NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "title_availability_media_type_provider_id_region_pk" PRIMARY KEY("media_type","provider_id","region")
);
--> statement-breakpoint
CREATE TABLE "watch_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"region" varchar(2) NOT NULL,
	"provider_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_settings_services_max_check" CHECK (cardinality("watch_settings"."provider_ids") <= 30)
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "arrival_mail" varchar(8) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "list_alerts" ADD CONSTRAINT "list_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_alerts" ADD CONSTRAINT "list_alerts_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_alerts" ADD CONSTRAINT "title_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_settings" ADD CONSTRAINT "watch_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_alerts_list_idx" ON "list_alerts" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "title_alerts_title_idx" ON "title_alerts" USING btree ("media_type","provider_id","user_id");--> statement-breakpoint
CREATE INDEX "title_alerts_direct_idx" ON "title_alerts" USING btree ("user_id","created_at" desc) WHERE "title_alerts"."direct";--> statement-breakpoint
CREATE INDEX "title_availability_checked_idx" ON "title_availability" USING btree ("checked_at");--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_arrival_mail_check" CHECK ("notification_settings"."arrival_mail" in ('none', 'digest', 'instant'));--> statement-breakpoint
-- Movies and shows kept before their snapshot carried a runtime and genre ids, which Tonight filters
-- on (docs/decisions/043-streaming-availability-and-alerts.md): the items check takes them from the
-- catalogue again, in the background (modules/lists/items-check.ts).
UPDATE "items" SET "checked_at" = NULL WHERE "type" IN ('movie', 'show') AND NOT ("snapshot" ? 'genre_ids');
