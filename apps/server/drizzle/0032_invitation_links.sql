CREATE TABLE "invitation_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"activity_id" integer,
	"group_id" integer,
	"created_by" integer NOT NULL,
	"mode" text NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_links_token_unique" UNIQUE("token"),
	CONSTRAINT "invitation_links_one_target" CHECK (num_nonnulls("invitation_links"."activity_id", "invitation_links"."group_id") = 1),
	CONSTRAINT "invitation_links_mode" CHECK ("invitation_links"."mode" in ('ask', 'join')),
	CONSTRAINT "invitation_links_uses" CHECK ("invitation_links"."uses" >= 0 and ("invitation_links"."max_uses" is null or "invitation_links"."uses" <= "invitation_links"."max_uses"))
);
--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_links_activity_id_index" ON "invitation_links" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "invitation_links_group_id_index" ON "invitation_links" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "invitation_links_created_by_index" ON "invitation_links" USING btree ("created_by");