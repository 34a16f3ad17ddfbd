ALTER TABLE "activities" ADD COLUMN "min_participants" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "min_hours_before" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "activities_minimum_start_at_index" ON "activities" USING btree ("start_at") WHERE "activities"."min_participants" is not null and "activities"."cancelled_at" is null;