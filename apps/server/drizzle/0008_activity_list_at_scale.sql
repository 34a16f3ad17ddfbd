-- The activity list at a city's scale (docs/decisions/0019-activity-list-at-scale.md).
-- `cell`: the grid cell of the place (modules/activities/geo-cells.ts), so "within km of a point"
-- is a few ranges of a btree index, on PGlite and on any PostgreSQL, with no extension.
-- `matched_count`: the places taken, kept by the trigger below on every write to matches
-- (accepting, leaving, removing, and the cascades of an erased account), so "not full" no
-- longer counts matches once per row.
ALTER TABLE "activities" ADD COLUMN "cell" integer GENERATED ALWAYS AS (least(719, floor((lat + 90) / 0.25))::integer * 1440 + least(1439, floor((lon + 180) / 0.25))::integer) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "matched_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_discipline_option_id_start_at_index" ON "activities" USING btree ("discipline_option_id","start_at");--> statement-breakpoint
CREATE INDEX "activities_cell_start_at_index" ON "activities" USING btree ("cell","start_at");--> statement-breakpoint
CREATE INDEX "activities_discipline_option_id_cell_start_at_index" ON "activities" USING btree ("discipline_option_id","cell","start_at");--> statement-breakpoint
UPDATE "activities" SET "matched_count" = (SELECT count(*) FROM "matches" WHERE "matches"."activity_id" = "activities"."id");--> statement-breakpoint
-- Runs in the writer's transaction: the activity's row lock orders concurrent accepts and
-- leaves, and the count moves with the rows or not at all. A match deleted because its
-- activity is being deleted finds no row to update, which is right.
CREATE FUNCTION "activities_count_matches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "activities" SET "matched_count" = "matched_count" - 1 WHERE "id" = OLD."activity_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "activities" SET "matched_count" = "matched_count" + 1 WHERE "id" = NEW."activity_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "matches_count_in_activities" AFTER INSERT OR DELETE OR UPDATE OF "activity_id" ON "matches" FOR EACH ROW EXECUTE FUNCTION "activities_count_matches"();
