-- Coins (docs/decisions/0028-coins-ledger.md): a double-entry ledger. Transfers carry the
-- member's movement, its reason and idempotency key; their entries add up to zero, which the
-- deferred constraint trigger below checks when the transaction commits; balances never go
-- below zero (their check constraint).
CREATE TABLE "coin_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_balances_not_negative" CHECK ("coin_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coin_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coin_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transfer_id" integer NOT NULL,
	"account" text NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coin_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coin_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"activity_id" integer,
	"staff_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_transfers_userId_idempotencyKey_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "coin_transfers_amount_not_zero" CHECK ("coin_transfers"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "coin_balances" ADD CONSTRAINT "coin_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_transfer_id_coin_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."coin_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_transfers" ADD CONSTRAINT "coin_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_transfers" ADD CONSTRAINT "coin_transfers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_transfers" ADD CONSTRAINT "coin_transfers_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_entries_transfer_id_index" ON "coin_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "coin_entries_account_index" ON "coin_entries" USING btree ("account");--> statement-breakpoint
CREATE INDEX "coin_transfers_user_id_id_index" ON "coin_transfers" USING btree ("user_id","id");
--> statement-breakpoint
CREATE FUNCTION "coin_transfer_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum("amount"), 0) FROM "coin_entries" WHERE "transfer_id" = NEW."transfer_id") <> 0
    OR (SELECT coalesce(sum("amount"), 0) FROM "coin_entries" WHERE "transfer_id" = NEW."transfer_id" AND "account" = 'member')
      <> (SELECT "amount" FROM "coin_transfers" WHERE "id" = NEW."transfer_id") THEN
    RAISE EXCEPTION 'coin transfer % is not balanced', NEW."transfer_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "coin_entries_balanced" AFTER INSERT OR UPDATE ON "coin_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "coin_transfer_balanced"();
