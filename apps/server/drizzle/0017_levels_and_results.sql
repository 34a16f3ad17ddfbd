-- Levels and results (docs/decisions/0027-attendance-points-ranking.md): an OpenSkill rating per
-- member and discipline on the 0-7 scale, and competitive results reported by one side and
-- confirmed or disputed by the other.
CREATE TABLE "activity_results" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"discipline_option_id" integer NOT NULL,
	"winner" text NOT NULL,
	"status" text NOT NULL,
	"reported_by" integer NOT NULL,
	"answered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "result_players" (
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"team" text NOT NULL,
	"mu_before" double precision,
	"sigma_before" double precision,
	"mu_after" double precision,
	"sigma_after" double precision,
	CONSTRAINT "result_players_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id"),
	CONSTRAINT "result_players_team" CHECK ("result_players"."team" in ('a', 'b'))
);
--> statement-breakpoint
CREATE TABLE "sport_levels" (
	"user_id" integer NOT NULL,
	"discipline_option_id" integer NOT NULL,
	"mu" double precision NOT NULL,
	"sigma" double precision NOT NULL,
	"assessed" boolean DEFAULT false NOT NULL,
	"results" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_levels_user_id_discipline_option_id_pk" PRIMARY KEY("user_id","discipline_option_id")
);
--> statement-breakpoint
ALTER TABLE "activity_results" ADD CONSTRAINT "activity_results_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_results" ADD CONSTRAINT "activity_results_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_results" ADD CONSTRAINT "activity_results_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_players" ADD CONSTRAINT "result_players_activity_id_activity_results_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity_results"("activity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_players" ADD CONSTRAINT "result_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_levels" ADD CONSTRAINT "sport_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_results_reported_by_index" ON "activity_results" USING btree ("reported_by");--> statement-breakpoint
CREATE INDEX "result_players_user_id_index" ON "result_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sport_levels_discipline_option_id_mu_index" ON "sport_levels" USING btree ("discipline_option_id","mu");