-- The ranking's histogram (docs/decisions/0027-attendance-points-ranking.md): members per board
-- and score, so a position and a board's size are sums over scores, not counts over members.
CREATE TABLE "ranking_levels" (
	"month" date NOT NULL,
	"city_id" integer NOT NULL,
	"discipline_option_id" integer NOT NULL,
	"points" integer NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "ranking_levels_month_city_id_discipline_option_id_points_pk" PRIMARY KEY("month","city_id","discipline_option_id","points")
);
