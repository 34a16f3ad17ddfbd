-- Searches ignore case and accents (lib/text-search.ts): `padel` finds "Pádel". search_fold
-- decomposes text (NFD), takes the combining accents away (U+0300 to U+036F) and lowers the
-- case: "Ñandú PÁDEL" is "nandu padel". Built-in functions only, no extension, on PGlite and on
-- any PostgreSQL with UTF8 text. IMMUTABLE, so stored columns may use it, and a one-statement
-- SQL function, so the planner inlines it. The searched columns get a folded copy each.
CREATE FUNCTION "search_fold"(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(normalize($1, NFD), '[\u0300-\u036f]', '', 'g'))
$$;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "firstname_folded" text GENERATED ALWAYS AS (search_fold("firstname")) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lastname_folded" text GENERATED ALWAYS AS (search_fold("lastname")) STORED;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "description_folded" text GENERATED ALWAYS AS (search_fold("description")) STORED;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (search_fold("name")) STORED;