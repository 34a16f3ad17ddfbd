import { type ActivitySort } from '@app/contract/activities';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { containsFolded } from '../../lib/text-search.js';
import { activities } from './activities.schema.js';
import { fitsLevelSql, knownDisciplineSql } from './deck-score.js';
import { distanceKm, within } from './nearby.js';
import { cappedCount } from '../../lib/capped-count.js';
import { activityViews, type ActivityRow } from './activities.view.js';
import {
  type ActivitiesContext,
  LIST_TOTAL_AHEAD,
  inDayparts,
  inHours,
  tonight,
  type ActivityFilter,
} from './activities.context.js';

/** `GET /activity`: the list of plans, filtered, sorted and paged (decisions 0023, 0036). */
export function planList(ctx: ActivitiesContext) {
  const { db, deps, places, matches, blocks, friendIdsOf, promotions, inGroupsOf } = ctx;
  return {
    /**
     * `mode` undefined: upcoming activities open to the caller (not theirs, not started, not
     * full); 'host': the caller's; 'match': those the caller joined. `sort`: 'start' soonest
     * first, 'distance' nearest to `filter.near` first; without it the latest start first (the
     * order the mobile app has always had). Ties go by id, so pages neither repeat nor skip.
     */
    async list(
      callerId: number,
      {
        mode,
        filter,
        sort,
      }: {
        mode?: 'host' | 'match' | undefined;
        filter: ActivityFilter;
        sort?: ActivitySort | undefined;
      },
      limit: number,
      offset: number,
    ) {
      // One reading of the clock for the whole query: "not started" and "tonight" agree.
      const now = new Date();
      const conditions: SQL[] = [];
      if (mode === 'host') conditions.push(eq(activities.hostId, callerId));
      else if (mode === 'match') {
        conditions.push(inArray(activities.id, matches.activityIdsOf(callerId)));
      } else {
        conditions.push(
          ne(activities.hostId, callerId),
          gt(activities.startAt, now),
          sql`${activities.matchedCount} < ${activities.participants}`,
          // A plan cancelled for want of its minimum (issue 38) leaves the list.
          isNull(activities.cancelledAt),
          blocks.notBlockedWith(callerId, activities.hostId),
          inGroupsOf(callerId),
        );
      }
      if (filter.search)
        conditions.push(containsFolded(activities.descriptionFolded, filter.search));
      if (filter.type) conditions.push(eq(activities.typeOptionId, filter.type));
      if (filter.discipline) conditions.push(eq(activities.disciplineOptionId, filter.discipline));
      if (filter.level) conditions.push(eq(activities.levelOptionId, filter.level));
      if (filter.levelFits?.length) {
        const fits = filter.levelFits;
        conditions.push(
          sql`(not ${knownDisciplineSql(fits)} or ${activities.levelOptionId} is null or ${fitsLevelSql(fits)})`,
        );
      }
      if (filter.city) conditions.push(eq(activities.cityId, filter.city));
      if (filter.from) conditions.push(gte(activities.startAt, new Date(filter.from)));
      if (filter.to) conditions.push(lte(activities.startAt, new Date(filter.to)));
      if (filter.near) conditions.push(within(filter.near.lat, filter.near.lon, filter.near.km));
      // The schedule filters read the start on its city's clock (places owns the zones).
      const localStart = places.localTimeSql(activities.cityId, activities.startAt);
      if (filter.weekdays?.length) {
        const days = [...new Set(filter.weekdays)].map((day) => sql`${day}`);
        conditions.push(sql`extract(isodow from ${localStart}) in (${sql.join(days, sql`, `)})`);
      }
      if (filter.dayparts?.length) conditions.push(inDayparts(localStart, filter.dayparts));
      if (filter.hours?.length) conditions.push(inHours(localStart, filter.hours));
      if (filter.levelIds) {
        conditions.push(
          or(
            isNull(activities.levelOptionId),
            inArray(activities.levelOptionId, [...filter.levelIds]),
          )!,
        );
      }
      if (filter.reliableHost) conditions.push(filter.reliableHost(activities.hostId));
      if (filter.tonight) {
        const localNow = places.localTimeSql(
          activities.cityId,
          sql`${now.toISOString()}::timestamptz`,
        );
        conditions.push(tonight(localStart, localNow));
      }
      const where = and(...conditions);
      const order =
        sort === 'start'
          ? [asc(activities.startAt), asc(activities.id)]
          : sort === 'distance' && filter.near
            ? [
                asc(distanceKm(filter.near.lat, filter.near.lon)),
                asc(activities.startAt),
                asc(activities.id),
              ]
            : [desc(activities.startAt), asc(activities.id)];
      const page = (condition: SQL | undefined, pageLimit: number, pageOffset: number) =>
        db
          .select()
          .from(activities)
          .where(and(where, condition))
          .orderBy(...order)
          .limit(pageLimit)
          .offset(pageOffset);
      const counting = cappedCount(db, activities, where, offset + limit + LIST_TOTAL_AHEAD);
      // The open list puts first what the store highlights (decision 0028), then friends'
      // activities (decision 0023), each part in the order asked: the few of the small parts
      // up to this page's end, then the rest, so the large query keeps its plan.
      const firsts: SQL[] = [];
      if (!mode && promotions) {
        firsts.push(inArray(activities.id, promotions.highlightedIds(now) as SQL));
      }
      if (!mode && friendIdsOf) {
        firsts.push(inArray(activities.hostId, friendIdsOf(callerId) as SQL));
      }
      if (firsts.length === 0) {
        const [rows, counted] = await Promise.all([page(undefined, limit, offset), counting]);
        return { rows: await activityViews(deps, rows), ...counted };
      }
      const ahead: ActivityRow[] = [];
      for (const [index, part] of firsts.entries()) {
        const earlier = firsts.slice(0, index).map((condition) => not(condition));
        ahead.push(...(await page(and(part, ...earlier), offset + limit - ahead.length, 0)));
        if (ahead.length >= offset + limit) break;
      }
      const rows = ahead.slice(offset, offset + limit);
      if (rows.length < limit) {
        const skip = Math.max(0, offset - ahead.length);
        const rest = and(...firsts.map((condition) => not(condition)));
        rows.push(...(await page(rest, limit - rows.length, skip)));
      }
      return { rows: await activityViews(deps, rows), ...(await counting) };
    },
  };
}
