-- The swipe deck's decisions (docs/decisions/0020-swipe-deck.md): one row per member and
-- activity decided on (`like` sent a petition, `pass` hides it for 30 days), and one per
-- member whose lock orders their decisions and which says when they last undid one.
CREATE TABLE "swipe_decisions" (
	"user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"decision" text NOT NULL,
	"petition_id" integer,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swipe_decisions_user_id_activity_id_pk" PRIMARY KEY("user_id","activity_id"),
	CONSTRAINT "swipe_decisions_decision_check" CHECK ("swipe_decisions"."decision" in ('like', 'pass'))
);
--> statement-breakpoint
CREATE TABLE "swipe_states" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_undo_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "swipe_decisions" ADD CONSTRAINT "swipe_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_decisions" ADD CONSTRAINT "swipe_decisions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_decisions" ADD CONSTRAINT "swipe_decisions_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_states" ADD CONSTRAINT "swipe_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swipe_decisions_user_id_decided_at_index" ON "swipe_decisions" USING btree ("user_id","decided_at");--> statement-breakpoint
CREATE INDEX "swipe_decisions_activity_id_index" ON "swipe_decisions" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "swipe_decisions_petition_id_index" ON "swipe_decisions" USING btree ("petition_id");