-- Challenges (issue 21): a goal over a period counted from verified attendances, who joined
-- with their progress and completion (set once: the reward's guard), and the facts counted.
CREATE TABLE "challenge_facts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenge_facts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"activity_id" integer,
	"discipline_option_id" integer,
	"minutes" integer NOT NULL,
	"kcal" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_facts_challengeId_userId_activityId_unique" UNIQUE("challenge_id","user_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "challenge_members" (
	"challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "challenge_members_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"metric" text NOT NULL,
	"goal" integer NOT NULL,
	"discipline_option_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reward_coins" integer DEFAULT 0 NOT NULL,
	"badge_name" text,
	"badge" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_goal_positive" CHECK ("challenges"."goal" > 0),
	CONSTRAINT "challenges_reward_not_negative" CHECK ("challenges"."reward_coins" >= 0),
	CONSTRAINT "challenges_period" CHECK ("challenges"."ends_at" > "challenges"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "challenge_facts" ADD CONSTRAINT "challenge_facts_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_facts" ADD CONSTRAINT "challenge_facts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_facts" ADD CONSTRAINT "challenge_facts_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_members" ADD CONSTRAINT "challenge_members_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_members" ADD CONSTRAINT "challenge_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_members_user_id_index" ON "challenge_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "challenge_members_challenge_id_progress_index" ON "challenge_members" USING btree ("challenge_id","progress");