-- The map of wishes (docs/decisions/0021-wishes.md): wishes with only a rounded place and an
-- end, the members who answered each, and one row per member whose lock keeps them to one
-- active wish.
CREATE TABLE "wish_answers" (
	"wish_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wish_answers_wish_id_user_id_pk" PRIMARY KEY("wish_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wish_states" (
	"user_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wishes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"type_option_id" integer,
	"discipline_option_id" integer,
	"window" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"cell" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"activity_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishes_window_check" CHECK ("wishes"."window" in ('now', 'today', 'tomorrow', 'weekend'))
);
--> statement-breakpoint
ALTER TABLE "wish_answers" ADD CONSTRAINT "wish_answers_wish_id_wishes_id_fk" FOREIGN KEY ("wish_id") REFERENCES "public"."wishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_answers" ADD CONSTRAINT "wish_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_states" ADD CONSTRAINT "wish_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_type_option_id_concept_options_id_fk" FOREIGN KEY ("type_option_id") REFERENCES "public"."concept_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_discipline_option_id_concept_options_id_fk" FOREIGN KEY ("discipline_option_id") REFERENCES "public"."concept_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wish_answers_user_id_index" ON "wish_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wishes_cell_expires_at_index" ON "wishes" USING btree ("cell","expires_at");--> statement-breakpoint
CREATE INDEX "wishes_user_id_expires_at_index" ON "wishes" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "wishes_expires_at_index" ON "wishes" USING btree ("expires_at");