import type { OwnUser, PublicUser, UserListField } from '@app/contract/users';
import { USER_LIST_FIELDS } from '@app/contract/users';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { conceptOptions, concepts } from '../concepts/concepts.schema.js';
import { cities } from '../places/places.schema.js';
import { userOptions, users } from './users.schema.js';

type Option = { id: number; tag: string; name: string };
export type UserRow = typeof users.$inferSelect;
export type Counters = { matchesCount: number; messagesCount: number };

/** Loads what the views of these users need: their rows, picked options and cities. */
export async function loadUsers(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { row: UserRow; public: PublicUser }>();
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  const picked = await db
    .select({
      userId: userOptions.userId,
      id: conceptOptions.id,
      tag: conceptOptions.tag,
      name: conceptOptions.name,
      code: concepts.code,
    })
    .from(userOptions)
    .innerJoin(conceptOptions, eq(conceptOptions.id, userOptions.optionId))
    .innerJoin(concepts, eq(concepts.id, conceptOptions.conceptId))
    .where(inArray(userOptions.userId, ids))
    .orderBy(conceptOptions.position);
  const singleIds = rows.flatMap((row) =>
    [row.genderOptionId, row.socialStateOptionId].filter((id): id is number => id !== null),
  );
  const singles = singleIds.length
    ? await db
        .select({ id: conceptOptions.id, tag: conceptOptions.tag, name: conceptOptions.name })
        .from(conceptOptions)
        .where(inArray(conceptOptions.id, singleIds))
    : [];
  const cityIds = rows.flatMap((row) => (row.cityId === null ? [] : [row.cityId]));
  const cityRows = cityIds.length
    ? await db
        .select({
          id: cities.id,
          name: cities.name,
          lat: cities.lat,
          lon: cities.lon,
          timezone: cities.timezone,
        })
        .from(cities)
        .where(inArray(cities.id, cityIds))
    : [];
  const singleById = new Map<number, Option>(singles.map((option) => [option.id, option]));
  const cityById = new Map(cityRows.map((city) => [city.id, city]));

  const result = new Map<number, { row: UserRow; public: PublicUser }>();
  for (const row of rows) {
    const lists = Object.fromEntries(
      USER_LIST_FIELDS.map((field) => [field, [] as Option[]]),
    ) as Record<UserListField, Option[]>;
    for (const option of picked) {
      if (option.userId !== row.id) continue;
      const list = lists[option.code as UserListField] as Option[] | undefined;
      list?.push({ id: option.id, tag: option.tag, name: option.name });
    }
    result.set(row.id, {
      row,
      public: {
        id: row.id,
        firstname: row.firstname,
        lastname: row.lastname,
        avatarUpdatedAt: row.avatarUpdatedAt?.toISOString() ?? null,
        ...lists,
        social_state: row.socialStateOptionId
          ? (singleById.get(row.socialStateOptionId) ?? null)
          : null,
        gender: row.genderOptionId ? (singleById.get(row.genderOptionId) ?? null) : null,
        city: row.cityId ? (cityById.get(row.cityId) ?? null) : null,
      },
    });
  }
  return result;
}

/** The owner's view: the public one plus contact data, roles, configurations and counters. */
export function ownView(row: UserRow, view: PublicUser, counters: Counters): OwnUser {
  return {
    ...view,
    email: row.email,
    phone: row.phone,
    birthdate: row.birthdate,
    roles: row.roles,
    configurations: row.configurations,
    ...counters,
  };
}
