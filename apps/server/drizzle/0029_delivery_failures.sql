CREATE TABLE "delivery_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" text NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"attempts" integer NOT NULL,
	"error" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_failures_jobId_unique" UNIQUE("job_id")
);
--> statement-breakpoint
CREATE INDEX "delivery_failures_failed_at_index" ON "delivery_failures" USING btree ("failed_at");--> statement-breakpoint
CREATE INDEX "delivery_failures_to_index" ON "delivery_failures" USING btree ("to");