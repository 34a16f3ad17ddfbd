-- A member's weight, private and optional: the calorie estimate uses it instead of 70 kg
-- (docs/decisions/0027-attendance-points-ranking.md).
ALTER TABLE "users" ADD COLUMN "weight_kg" integer;