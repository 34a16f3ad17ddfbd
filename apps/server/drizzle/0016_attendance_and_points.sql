-- Attendance, points and the monthly ranking (docs/decisions/0027-attendance-points-ranking.md):
-- the host's marks and the participants' word, verified once when they agree; points as an
-- append-only ledger with a day's cap; the monthly boards kept per city and discipline.
CREATE TABLE "attendances" (
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mark" text,
	"took_place" boolean,
	"ends_at" timestamp with time zone NOT NULL,
	"marked_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	CONSTRAINT "attendances_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id"),
	CONSTRAINT "attendances_verified_agree" CHECK ("attendances"."verified_at" is null or ("attendances"."mark" = 'present' and "attendances"."took_place"))
);
--> statement-breakpoint
CREATE TABLE "point_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"activities" integer NOT NULL,
	CONSTRAINT "point_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"capped" boolean DEFAULT false NOT NULL,
	"activity_id" integer,
	"city_id" integer NOT NULL,
	"discipline_option_id" integer,
	"day" date NOT NULL,
	"month" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_userId_kind_activityId_unique" UNIQUE("user_id","kind","activity_id")
);
--> statement-breakpoint
CREATE TABLE "ranking_scores" (
	"month" date NOT NULL,
	"city_id" integer NOT NULL,
	"discipline_option_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ranking_scores_month_city_id_discipline_option_id_user_id_pk" PRIMARY KEY("month","city_id","discipline_option_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_days" ADD CONSTRAINT "point_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_scores" ADD CONSTRAINT "ranking_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendances_user_id_ends_at_index" ON "attendances" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "point_entries_user_id_id_index" ON "point_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ranking_scores_board" ON "ranking_scores" USING btree ("month","city_id","discipline_option_id","points" desc,"reached_at","user_id");--> statement-breakpoint
CREATE INDEX "ranking_scores_user_id_month_index" ON "ranking_scores" USING btree ("user_id","month");