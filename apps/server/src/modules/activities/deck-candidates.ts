import {
  and,
  asc,
  desc,
  eq,
  gt,
  isNull,
  lte,
  getTableColumns,
  ne,
  notInArray,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { activities } from './activities.schema.js';
import { DECK_BOOST, deckScoreSql, type DeckScoreInput } from './deck-score.js';
import { within } from './nearby.js';
import { activityViews } from './activities.view.js';
import { type ActivitiesContext, DAY_MS } from './activities.context.js';

/** The swipe deck's candidates, scored (decision 0023). */
export function deckCandidates(ctx: ActivitiesContext) {
  const { db, deps, blocks, friendIdsOf, promotions, inGroupsOf } = ctx;
  return {
    /**
     * The swipe deck's next cards for `callerId` (decision 0020): open activities (not theirs,
     * not started, not full) within `km` of the point, starting within `withinDays`, none of
     * `excluded` (subqueries of activity ids: decided, asked, joined), best score first.
     */
    async deck(
      callerId: number,
      input: DeckScoreInput & {
        withinDays: number;
        excluded: ReadonlyArray<SQL | SQLWrapper>;
        limit: number;
        /** Premium: its exclusive events are in the deck too (decision 0029). */
        exclusive?: boolean | undefined;
      },
    ) {
      const { lat, lon, km, now } = input;
      const { distance, shared, score } = deckScoreSql(input);
      const rows = await db
        .select({ row: getTableColumns(activities), distance, shared, score })
        .from(activities)
        .where(
          and(
            ne(activities.hostId, callerId),
            // Premium's own events take nobody without it: a card that could not be liked.
            input.exclusive ? undefined : eq(activities.premiumOnly, false),
            gt(activities.startAt, now),
            // A plan cancelled for want of its minimum (issue 38) leaves the deck.
            isNull(activities.cancelledAt),
            lte(activities.startAt, new Date(now.getTime() + input.withinDays * DAY_MS)),
            sql`${activities.matchedCount} < ${activities.participants}`,
            within(lat, lon, km),
            blocks.notBlockedWith(callerId, activities.hostId),
            inGroupsOf(callerId),
            ...input.excluded.map((ids) => notInArray(activities.id, ids as SQL)),
          ),
        )
        .orderBy(
          // Highlighted activities first (decision 0028), then friends' (decision 0023), then
          // by score, a boosted host's raised by DECK_BOOST.
          ...(promotions
            ? [desc(sql`${activities.id} in (${promotions.highlightedIds(now)})`)]
            : []),
          ...(friendIdsOf ? [desc(sql`${activities.hostId} in (${friendIdsOf(callerId)})`)] : []),
          desc(
            promotions
              ? sql`${score} + case when ${activities.hostId} in (${promotions.boostedUserIds(now)}) then ${DECK_BOOST}::float8 else 0 end`
              : score,
          ),
          asc(activities.startAt),
          asc(activities.id),
        )
        .limit(input.limit);
      const views = await activityViews(
        deps,
        rows.map(({ row }) => row),
      );
      return rows.map(({ distance, shared, score }, index) => ({
        activity: views[index]!,
        distanceKm: Number(distance),
        score: Number(score),
        shared: Boolean(shared),
      }));
    },
  };
}
