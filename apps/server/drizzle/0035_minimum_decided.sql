DROP INDEX "activities_minimum_start_at_index";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "minimum_decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "activities_minimum_start_at_index" ON "activities" USING btree ("start_at") WHERE "activities"."min_participants" is not null and "activities"."minimum_decided_at" is null;