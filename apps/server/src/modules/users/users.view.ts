import type { OwnUser, PublicUser, UserListField } from '@app/contract/users';
import { knownSettings, settingOn } from '@app/contract/configurations';
import { USER_LIST_FIELDS } from '@app/contract/users';
import { sql } from 'drizzle-orm';
import { preparedPer } from '../../lib/prepared.js';
import type { Db } from '../../db/database.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { PlacesService } from '../places/places.service.js';
import { STAFF_ROLES } from './staff.service.js';
import { userOptions, users } from './users.schema.js';

type Option = { id: number; tag: string; name: string };
export type UserRow = typeof users.$inferSelect;
export type Counters = { matchesCount: number; messagesCount: number };

/** A member as a list of people shows them, and whether they appear in people search. */
export type PersonFace = {
  id: number;
  firstname: string;
  avatarUpdatedAt: string | null;
  discoverable: boolean;
};

/** The profile as the data export holds it: the owner's view and the account's dates. */
export type ExportedProfile = OwnUser & { createdAt: string; updatedAt: string };

/** The reference data a user's view names: options through concepts, cities through places. */
export type UserLookups = {
  concepts: Pick<ConceptsService, 'options'>;
  places: Pick<PlacesService, 'cities'>;
};

const option = ({ id, tag, name }: Option): Option => ({ id, tag, name });

/**
 * Loads what the views of these users need: their rows with their picked options' ids, in one
 * query; the options and cities themselves come from the reference data held in memory.
 */
const usersByIds = preparedPer((db) =>
  db
    .select({
      row: users,
      picked: sql<
        number[]
      >`coalesce((select array_agg(${userOptions.optionId}) from ${userOptions} where ${userOptions.userId} = ${users.id}), '{}')`,
    })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('users_with_options_by_ids'),
);

export async function loadUsers(db: Db, lookups: UserLookups, ids: number[]) {
  if (ids.length === 0) return new Map<number, { row: UserRow; public: PublicUser }>();
  const loaded = await usersByIds(db).execute({ ids });
  const rows = loaded.map((entry) => entry.row);
  const pickedRows = loaded.flatMap((entry) =>
    entry.picked.map((optionId) => ({ userId: entry.row.id, optionId: Number(optionId) })),
  );
  const singleIds = rows.flatMap((row) =>
    [row.genderOptionId, row.socialStateOptionId].filter((id): id is number => id !== null),
  );
  const [optionById, cityById] = await Promise.all([
    lookups.concepts.options([...pickedRows.map((entry) => entry.optionId), ...singleIds]),
    lookups.places.cities(rows.flatMap((row) => (row.cityId === null ? [] : [row.cityId]))),
  ]);
  // In each list, options keep their concept's order.
  const picked = pickedRows
    .flatMap((entry) => {
      const found = optionById.get(entry.optionId);
      return found ? [{ ...found, userId: entry.userId }] : [];
    })
    .sort((a, b) => a.position - b.position);
  const single = (id: number | null) => {
    const found = id === null ? undefined : optionById.get(id);
    return found ? option(found) : null;
  };

  // Each member's picked options, in that order: one pass, not one per member.
  const pickedBy = new Map<number, typeof picked>();
  for (const entry of picked) {
    const own = pickedBy.get(entry.userId);
    if (own) own.push(entry);
    else pickedBy.set(entry.userId, [entry]);
  }

  const result = new Map<number, { row: UserRow; public: PublicUser }>();
  for (const row of rows) {
    const lists = Object.fromEntries(
      USER_LIST_FIELDS.map((field) => [field, [] as Option[]]),
    ) as Record<UserListField, Option[]>;
    for (const entry of pickedBy.get(row.id) ?? []) {
      const list = lists[entry.code as UserListField] as Option[] | undefined;
      list?.push(option(entry));
    }
    result.set(row.id, {
      row,
      public: {
        id: row.id,
        firstname: row.firstname,
        // A member may keep their last name to themselves (MEMBER_SETTINGS.show_lastname).
        lastname: settingOn(row.configurations, 'show_lastname') ? row.lastname : null,
        avatarUpdatedAt: row.avatarUpdatedAt?.toISOString() ?? null,
        ...lists,
        social_state: single(row.socialStateOptionId),
        gender: single(row.genderOptionId),
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
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    birthdate: row.birthdate,
    weight: row.weightKg,
    roles: row.roles,
    configurations: knownSettings(row.configurations),
    ...counters,
  };
}

/** What the data export holds of the profile: the owner's view and the account's dates. */
export function exportedView(row: UserRow, view: PublicUser, counters: Counters): ExportedProfile {
  return {
    ...ownView(row, view, counters),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A member's face in a list of people, and whether they appear in people search. */
export function personFace(
  row: Pick<UserRow, 'id' | 'firstname' | 'avatarUpdatedAt' | 'configurations'>,
): PersonFace {
  return {
    id: row.id,
    firstname: row.firstname,
    avatarUpdatedAt: row.avatarUpdatedAt?.toISOString() ?? null,
    discoverable: settingOn(row.configurations, 'discoverable'),
  };
}

/** An account as the staff's member finder lists it: suspended and staff ones marked. */
export function foundMember(
  row: Pick<
    UserRow,
    | 'id'
    | 'firstname'
    | 'lastname'
    | 'email'
    | 'phone'
    | 'avatarUpdatedAt'
    | 'suspendedAt'
    | 'roles'
  >,
) {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    avatarUpdatedAt: row.avatarUpdatedAt?.toISOString() ?? null,
    suspended: row.suspendedAt !== null,
    staff: row.roles.some((role) => STAFF_ROLES.includes(role)),
  };
}
