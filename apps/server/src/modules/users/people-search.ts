import {
  and,
  arrayOverlaps,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  ne,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { containsFolded } from '../../lib/text-search.js';
import { STAFF_ROLES } from './staff.service.js';
import { userOptions, users } from './users.schema.js';
import { type UsersContext } from './users.context.js';

export type UserFilter = {
  search?: string | undefined;
  interests?: number[] | undefined;
  city?: number | undefined;
  near?: { lat: number; lon: number; km: number } | undefined;
};

/** Members looking for people to meet among the others. */
export function peopleSearch(ctx: UsersContext) {
  const { db, places, blocks, publicViews } = ctx;
  return {
    /**
     * People to meet: members but the caller, by name (case and accents ignored), interests,
     * city or distance.
     */
    async list(callerId: number, filter: UserFilter, limit: number, offset: number) {
      // Profiles without a contact (the welcome testimonials' authors) are nobody to meet.
      const conditions: SQL[] = [
        ne(users.id, callerId),
        or(isNotNull(users.email), isNotNull(users.phone))!,
        // Members who turned MEMBER_SETTINGS.discoverable off are not listed.
        sql`coalesce(${users.configurations}->'discoverable', 'true'::jsonb) <> 'false'::jsonb`,
        // Staff accounts run the site: nobody to meet, whoever asks (the staff area lists
        // no people through here).
        not(arrayOverlaps(users.roles, STAFF_ROLES)),
        blocks.notBlockedWith(callerId, users.id),
      ];
      if (filter.search) {
        // A hidden last name is not searchable either.
        const lastnameShown = sql`coalesce(${users.configurations}->'show_lastname', 'true'::jsonb) <> 'false'::jsonb`;
        conditions.push(
          or(
            containsFolded(users.firstnameFolded, filter.search),
            and(containsFolded(users.lastnameFolded, filter.search), lastnameShown),
          )!,
        );
      }
      if (filter.city) conditions.push(eq(users.cityId, filter.city));
      if (filter.interests?.length) {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(userOptions)
              .where(
                and(
                  eq(userOptions.userId, users.id),
                  inArray(userOptions.optionId, filter.interests),
                ),
              ),
          ),
        );
      }
      if (filter.near) {
        const { lat, lon, km } = filter.near;
        // Great-circle distance from the point to the user's city, in kilometres.
        conditions.push(inArray(users.cityId, places.cityIdsWithin(lat, lon, km)));
      }
      const where = and(...conditions);
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      const page = await db
        .select({ id: users.id })
        .from(users)
        .where(where)
        .orderBy(desc(users.id))
        .limit(limit)
        .offset(offset);
      const loaded = await publicViews(page.map((row) => row.id));
      return { rows: page.map((row) => loaded.get(row.id)!), total };
    },
  };
}
