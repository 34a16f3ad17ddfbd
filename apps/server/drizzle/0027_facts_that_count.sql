-- Facts that count (issue 34, decision 0034): an attendance is counted once its plan has
-- ended (`counted_at`, set once; what is verified and not counted yet is the sweep's partial
-- index), a pair of members counts at most a few shared activities a week (`pair_facts`, under
-- the pair's `member_pairs` row), and a point entry says why it counted for nothing
-- (`capped_by`: the day's three, or the pair rule). What was verified before counted then, by
-- the old rule: it stays counted, and it is the pair rule's history.
CREATE TABLE "member_pairs" (
	"low_id" integer NOT NULL,
	"high_id" integer NOT NULL,
	CONSTRAINT "member_pairs_low_id_high_id_pk" PRIMARY KEY("low_id","high_id"),
	CONSTRAINT "member_pairs_ordered" CHECK ("member_pairs"."low_id" < "member_pairs"."high_id")
);
--> statement-breakpoint
CREATE TABLE "pair_facts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pair_facts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"low_id" integer NOT NULL,
	"high_id" integer NOT NULL,
	"activity_id" integer,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pair_facts_lowId_highId_activityId_unique" UNIQUE("low_id","high_id","activity_id")
);
--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "counted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "attendances" SET "counted_at" = "verified_at" WHERE "verified_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "capped_by" text;--> statement-breakpoint
UPDATE "point_entries" SET "capped_by" = 'day' WHERE "capped";--> statement-breakpoint
INSERT INTO "pair_facts" ("low_id", "high_id", "activity_id", "ends_at")
SELECT least("attendances"."user_id", "activities"."host_id"), greatest("attendances"."user_id", "activities"."host_id"), "activities"."id", "activities"."start_at" + "activities"."duration_minutes" * interval '1 minute'
FROM "attendances" JOIN "activities" ON "activities"."id" = "attendances"."activity_id"
WHERE "attendances"."verified_at" IS NOT NULL AND "activities"."sponsor_id" IS NULL AND "attendances"."user_id" <> "activities"."host_id";--> statement-breakpoint
ALTER TABLE "member_pairs" ADD CONSTRAINT "member_pairs_low_id_users_id_fk" FOREIGN KEY ("low_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_pairs" ADD CONSTRAINT "member_pairs_high_id_users_id_fk" FOREIGN KEY ("high_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_facts" ADD CONSTRAINT "pair_facts_low_id_users_id_fk" FOREIGN KEY ("low_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_facts" ADD CONSTRAINT "pair_facts_high_id_users_id_fk" FOREIGN KEY ("high_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pair_facts" ADD CONSTRAINT "pair_facts_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pair_facts_low_id_high_id_ends_at_index" ON "pair_facts" USING btree ("low_id","high_id","ends_at");--> statement-breakpoint
CREATE INDEX "attendances_to_count" ON "attendances" USING btree ("ends_at") WHERE "attendances"."verified_at" is not null and "attendances"."counted_at" is null;--> statement-breakpoint
ALTER TABLE "point_entries" DROP COLUMN "capped";--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_counted_verified" CHECK ("attendances"."counted_at" is null or "attendances"."verified_at" is not null);