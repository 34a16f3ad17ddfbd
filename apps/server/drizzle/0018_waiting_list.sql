-- The waiting list (docs/decisions/0027-attendance-points-ranking.md): a request sent to a full
-- activity waits, and a freed place is offered to the oldest one waiting.
ALTER TABLE "petitions" ADD COLUMN "waiting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "petitions_waiting" ON "petitions" USING btree ("activity_id","id") WHERE "petitions"."waiting" and not "petitions"."acepted" and not "petitions"."refused";