-- Phones are stored in E.164 from now on (the contract's toE164): +<country><number>.
-- Numbers stored before were digits with an optional +; rewrite them the same way, leaving
-- any that would collide with an account already holding the E.164 form (none is lost).
UPDATE "users" AS u
SET "phone" = CASE
  WHEN u."phone" LIKE '00%' THEN '+' || substr(u."phone", 3)
  WHEN u."phone" ~ '^[6789][0-9]{8}$' THEN '+34' || u."phone"
  ELSE '+' || u."phone"
END
WHERE u."phone" IS NOT NULL
  AND u."phone" NOT LIKE '+%'
  AND NOT EXISTS (
    SELECT 1 FROM "users" AS other
    WHERE other."phone" = CASE
      WHEN u."phone" LIKE '00%' THEN '+' || substr(u."phone", 3)
      WHEN u."phone" ~ '^[6789][0-9]{8}$' THEN '+34' || u."phone"
      ELSE '+' || u."phone"
    END
  );
