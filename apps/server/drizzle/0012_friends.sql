-- Friends (docs/decisions/0023-friends.md): one row a pair, lower id first, so crossing requests meet;
-- and hosts' invitations to friends, accepted in one step.
CREATE TABLE "activity_invitations" (
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_invitations_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"low_id" integer NOT NULL,
	"high_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "friendships_low_id_high_id_pk" PRIMARY KEY("low_id","high_id"),
	CONSTRAINT "friendships_ordered" CHECK ("friendships"."low_id" < "friendships"."high_id")
);
--> statement-breakpoint
ALTER TABLE "activity_invitations" ADD CONSTRAINT "activity_invitations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_invitations" ADD CONSTRAINT "activity_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_low_id_users_id_fk" FOREIGN KEY ("low_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_high_id_users_id_fk" FOREIGN KEY ("high_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_invitations_user_id_index" ON "activity_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "friendships_high_id_low_id_index" ON "friendships" USING btree ("high_id","low_id");