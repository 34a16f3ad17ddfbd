CREATE TABLE "plan_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"host_id" integer NOT NULL,
	"every_weeks" integer NOT NULL,
	"until" text NOT NULL,
	"time_zone" text NOT NULL,
	"anchor_index" integer DEFAULT 0 NOT NULL,
	"anchor_local" text NOT NULL,
	"template" jsonb NOT NULL,
	"next_index" integer NOT NULL,
	"next_start_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "series_index" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "regulars_invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_series" ADD CONSTRAINT "plan_series_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_series_next_start_at_index" ON "plan_series" USING btree ("next_start_at") WHERE "plan_series"."next_start_at" is not null;--> statement-breakpoint
CREATE INDEX "plan_series_host_id_index" ON "plan_series" USING btree ("host_id");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_series_id_plan_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."plan_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_series_index_unique" ON "activities" USING btree ("series_id","series_index");--> statement-breakpoint
CREATE INDEX "activities_series_regulars_index" ON "activities" USING btree ("start_at") WHERE "activities"."series_id" is not null and "activities"."regulars_invited_at" is null;