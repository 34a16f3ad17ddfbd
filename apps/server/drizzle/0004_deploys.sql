CREATE TABLE "deploys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deploys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app_type" text NOT NULL,
	"version" text NOT NULL,
	"file" text,
	"original_name" text,
	"size" bigint,
	"sha256" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deploys" ADD CONSTRAINT "deploys_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deploys_app_type_created_at_index" ON "deploys" USING btree ("app_type","created_at");