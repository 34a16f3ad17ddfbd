import { randomBytes } from 'node:crypto';
import { isAdult } from '@app/contract/age';
import type { ContactKind } from '@app/contract/auth';
import type { OwnUser, PublicUser, UserListField } from '@app/contract/users';
import { USER_LIST_FIELDS } from '@app/contract/users';
import { settingOn } from '@app/contract/configurations';
import {
  and,
  arrayOverlaps,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { validationError } from '../../lib/http-errors.js';
import { containsFolded, escapeLike } from '../../lib/text-search.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { PlacesService } from '../places/places.service.js';
import { STAFF_ROLES } from './staff.service.js';
import { userOptions, users } from './users.schema.js';
import { loadUsers, ownView, type Counters, type UserRow } from './users.view.js';

/** A member as a list of people shows them, and whether they appear in people search. */
export type PersonFace = {
  id: number;
  firstname: string;
  avatarUpdatedAt: string | null;
  discoverable: boolean;
};

export type NewUser = {
  firstname: string;
  lastname?: string | null | undefined;
  birthdate: string;
  genderOptionId: number;
  cityId: number;
  passwordHash: string;
  email?: string;
  phone?: string;
};

export type ProfileChanges = {
  firstname?: string | undefined;
  lastname?: string | null | undefined;
  birthdate?: string | undefined;
  weight?: number | null | undefined;
  gender?: number | null | undefined;
  city?: number | null | undefined;
  social_state?: number | null | undefined;
} & { [K in UserListField]?: Array<{ id: number }> | undefined };

/** The profile as the data export holds it: the owner's view and the account's dates. */
export type ExportedProfile = OwnUser & { createdAt: string; updatedAt: string };

export type UserFilter = {
  search?: string | undefined;
  interests?: number[] | undefined;
  city?: number | undefined;
  near?: { lat: number; lon: number; km: number } | undefined;
};

/** `matchesCount` and `messagesCount` come from the petitions and messages of the user. */
export type CountersSource = (userId: number) => Promise<Counters>;

/**
 * What other modules erase with an account, inside its transaction and before the user row
 * goes: its tokens (revoked, so realtime sockets hear of it), its verifications and outbox.
 * What cannot be undone with the transaction (removing files) an eraser returns, to be done
 * once the erasure has committed: a rolled-back erasure must leave everything as it was.
 */
export type Eraser = (user: UserRow, tx: Db) => Promise<void | AfterErasure>;
export type AfterErasure = () => Promise<void>;

import type { BlocksService } from '../blocks/blocks.service.js';

export type UsersDependencies = {
  concepts: Pick<ConceptsService, 'options' | 'checkOptions' | 'optionIdsOf'>;
  places: Pick<PlacesService, 'cities' | 'checkCity' | 'cityIdsWithin'>;
  counters: CountersSource;
  erasers: Eraser[];
  /** Blocked pairs are nobody to each other (decision 0022). */
  blocks: Pick<BlocksService, 'notBlockedWith'>;
  /** Absent in the server (lib/clock.ts). */
  clock?: Clock | undefined;
};

export function createUsersService(db: Db, deps: UsersDependencies) {
  const { concepts, places, counters, erasers, blocks, clock } = deps;
  // Every authenticated request reads its user (auth/session.ts): built and planned once.
  const userById = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id');
  // The testimonials' authors on the website's home, on every visit.
  const namesByIds = db
    .select({ id: users.id, firstname: users.firstname, avatarUpdatedAt: users.avatarUpdatedAt })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('user_names_by_ids');
  const checkOptions = concepts.checkOptions;
  const checkCity = (cityId: number) => places.checkCity(cityId);

  async function checkBirthdate(birthdate: string): Promise<void> {
    if (!isAdult(birthdate, new Date())) {
      throw validationError({ birthdate: ['Debes tener 18 años o más.'] });
    }
  }

  async function publicViews(ids: number[]): Promise<Map<number, PublicUser>> {
    const loaded = await loadUsers(db, deps, [...new Set(ids)]);
    return new Map([...loaded].map(([id, entry]) => [id, entry.public]));
  }

  async function publicView(id: number): Promise<PublicUser | undefined> {
    return (await publicViews([id])).get(id);
  }

  async function ownerView(id: number): Promise<OwnUser | undefined> {
    const loaded = (await loadUsers(db, deps, [id])).get(id);
    if (!loaded) return undefined;
    return ownView(loaded.row, loaded.public, await counters(id));
  }

  return {
    publicView,
    publicViews,
    ownerView,

    /** What the data export holds of the profile ("Descargar mis datos"), or undefined. */
    async exportFor(userId: number): Promise<ExportedProfile | undefined> {
      const loaded = (await loadUsers(db, deps, [userId])).get(userId);
      if (!loaded) return undefined;
      return {
        ...ownView(loaded.row, loaded.public, await counters(userId)),
        createdAt: loaded.row.createdAt.toISOString(),
        updatedAt: loaded.row.updatedAt.toISOString(),
      };
    },

    /** Name and avatar stamp of these users, for lists that credit someone (testimonials). */
    async names(
      ids: number[],
    ): Promise<Map<number, { id: number; firstname: string; avatarUpdatedAt: Date | null }>> {
      if (ids.length === 0) return new Map();
      const rows = await namesByIds.execute({ ids: [...new Set(ids)] });
      return new Map(rows.map((row) => [row.id, row]));
    },

    /**
     * First name, avatar stamp and whether each of these members appears in people search
     * (MEMBER_SETTINGS.discoverable), for lists of people others may or may not be shown
     * (who is going to a plan).
     */
    async faces(ids: number[]) {
      if (ids.length === 0) return new Map<number, PersonFace>();
      const rows = await db
        .select({
          id: users.id,
          firstname: users.firstname,
          avatarUpdatedAt: users.avatarUpdatedAt,
          configurations: users.configurations,
        })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map<number, PersonFace>(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            firstname: row.firstname,
            avatarUpdatedAt: row.avatarUpdatedAt?.toISOString() ?? null,
            discoverable: settingOn(row.configurations, 'discoverable'),
          },
        ]),
      );
    },

    /**
     * Name, avatar stamp and contact of these users, for staff who answer them (the messages
     * of "Ayuda").
     */
    async contacts(ids: number[]): Promise<
      Map<
        number,
        {
          id: number;
          firstname: string;
          avatarUpdatedAt: Date | null;
          email: string | null;
          phone: string | null;
        }
      >
    > {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: users.id,
          firstname: users.firstname,
          avatarUpdatedAt: users.avatarUpdatedAt,
          email: users.email,
          phone: users.phone,
        })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /**
     * A profile with no e-mail or phone and an unusable password: nobody signs in as it and
     * it is never listed among people to meet (the seeded testimonials' authors).
     */
    async createContactless(tx: Db, firstname: string): Promise<number> {
      const [row] = await tx
        .insert(users)
        // No argon2 hash ever matches this text.
        .values({ firstname, passwordHash: `!${randomBytes(16).toString('hex')}` })
        .returning({ id: users.id });
      return row!.id;
    },

    /** Inside a transaction, pass it as `tx`: PGlite has one connection, a second would wait. */
    async findByContact(
      kind: ContactKind,
      contact: string,
      tx: Db = db,
    ): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(kind === 'email' ? eq(users.email, contact) : eq(users.phone, contact));
      return row;
    },

    /** The realtime tokens of these users, for publishing to their channels. */
    async wstokensOf(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, wstoken: users.wstoken })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.wstoken]));
    },

    /** Ids of the accounts whose e-mail is at `domain` (the demo seed's members). */
    async idsWithEmailDomain(domain: string): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(ilike(users.email, `%@${escapeLike(domain)}`))
        .orderBy(users.id);
      return rows.map((row) => row.id);
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await userById.execute({ id });
      return row;
    },

    /**
     * Inside `tx`: suspends the account or lifts its suspension (staff, decision 0024); false
     * when it already was so. Its sessions are the tokens service's to end.
     */
    async setSuspendedIn(tx: Db, userId: number, suspended: boolean): Promise<boolean> {
      const changed = await tx
        .update(users)
        .set({ suspendedAt: suspended ? (clock?.() ?? new Date()) : null })
        .where(
          and(
            eq(users.id, userId),
            suspended ? isNull(users.suspendedAt) : isNotNull(users.suspendedAt),
          ),
        )
        .returning({ id: users.id });
      return changed.length > 0;
    },

    /** The options a user picked in the profile's list fields (interests, signs...). */
    async optionIdsOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: userOptions.optionId })
        .from(userOptions)
        .where(eq(userOptions.userId, userId));
      return rows.map((row) => row.id);
    },

    /** Checks the sign-up fields that depend on stored data (age, gender option, city). */
    async checkNewUser(user: { birthdate: string; gender: number; city: number }) {
      await checkBirthdate(user.birthdate);
      await checkOptions('gender', [user.gender], 'gender');
      await checkCity(user.city);
    },

    async create(tx: Db, user: NewUser): Promise<UserRow> {
      const [row] = await tx
        .insert(users)
        .values({ ...user, createdAt: deps.clock?.(), updatedAt: deps.clock?.() })
        .returning();
      return row!;
    },

    /**
     * Sets a new password and a new realtime token, so that channels subscribed with the old
     * one stop receiving anything.
     */
    async setPassword(tx: Db, userId: number, passwordHash: string): Promise<void> {
      await tx
        .update(users)
        .set({
          passwordHash,
          wstoken: sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
    },

    /** The weight a member gave (kg, private), or null: the calorie estimate's. */
    async weightOf(userId: number): Promise<number | null> {
      const [row] = await db
        .select({ weightKg: users.weightKg })
        .from(users)
        .where(eq(users.id, userId));
      return row?.weightKg ?? null;
    },

    /** Applies the allowed profile fields; every other field the client sent was dropped. */
    async update(userId: number, changes: ProfileChanges): Promise<OwnUser> {
      if (changes.birthdate !== undefined) await checkBirthdate(changes.birthdate);
      if (changes.gender) await checkOptions('gender', [changes.gender], 'gender');
      if (changes.social_state)
        await checkOptions('social_state', [changes.social_state], 'social_state');
      if (changes.city) await checkCity(changes.city);
      const lists = USER_LIST_FIELDS.filter((field) => changes[field] !== undefined);
      // Every list in one query: each id must be an option of its field's concept.
      const picked = await concepts.options(
        lists.flatMap((field) => changes[field]!.map((option) => option.id)),
      );
      const wrong = lists.filter((field) =>
        changes[field]!.some((option) => picked.get(option.id)?.code !== field),
      );
      if (wrong.length > 0) {
        throw validationError(
          Object.fromEntries(wrong.map((field) => [field, ['La opción elegida no es válida.']])),
        );
      }
      // Each list replaces the options of its concept; their ids are asked before the
      // transaction, since PGlite has one connection and the transaction holds it.
      const replaced = await concepts.optionIdsOf(lists);
      const chosen = [
        ...new Set(lists.flatMap((field) => changes[field]!.map((option) => option.id))),
      ];
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            ...(changes.firstname !== undefined && { firstname: changes.firstname }),
            ...(changes.lastname !== undefined && { lastname: changes.lastname }),
            ...(changes.birthdate !== undefined && { birthdate: changes.birthdate }),
            ...(changes.weight !== undefined && { weightKg: changes.weight }),
            ...(changes.gender !== undefined && { genderOptionId: changes.gender }),
            ...(changes.city !== undefined && { cityId: changes.city }),
            ...(changes.social_state !== undefined && {
              socialStateOptionId: changes.social_state,
            }),
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, userId));
        if (lists.length > 0) {
          await tx
            .delete(userOptions)
            .where(and(eq(userOptions.userId, userId), inArray(userOptions.optionId, replaced)));
          if (chosen.length > 0) {
            await tx.insert(userOptions).values(chosen.map((optionId) => ({ userId, optionId })));
          }
        }
      });
      return (await ownerView(userId))!;
    },

    async setConfigurations(userId: number, values: Record<string, unknown>) {
      const [row] = await db
        .update(users)
        .set({
          configurations: sql`${users.configurations} || ${JSON.stringify(values)}::jsonb`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId))
        .returning({ configurations: users.configurations });
      return row?.configurations ?? {};
    },

    async setAvatarUpdatedAt(userId: number, at: Date | null): Promise<void> {
      await db.update(users).set({ avatarUpdatedAt: at }).where(eq(users.id, userId));
    },

    /**
     * The staff's member finder: up to `limit` accounts whose name (every word typed, in the
     * first or last name, case and accents ignored) or e-mail holds what was typed, or whose
     * phone holds its digits however they are spaced ("+34 600 11 22 33" or "600112233");
     * typed as a whole number it is also the member with that number, listed first. Staff
     * accounts and suspended ones are listed too, marked: staff look for them as well.
     */
    async findMembers(typed: string, limit: number) {
      const text = typed.trim();
      const digits = text.replace(/\D/g, '');
      const conditions: SQL[] = [];
      // Typed as a number: the member's number ("#42" too), and any phone holding those digits.
      const asNumber = /^#?\d{1,10}$/.test(text) ? Number(text.replace('#', '')) : undefined;
      const exactId = asNumber !== undefined && asNumber <= 2_147_483_647 ? asNumber : undefined;
      if (exactId !== undefined) conditions.push(eq(users.id, exactId));
      // Only digits and what people put between them: a phone. Three digits at least, or
      // nearly every phone would hold them.
      if (/^[\d\s+().-]+$/.test(text) && digits.length >= 3) {
        conditions.push(sql`replace(${users.phone}, '+', '') like ${`%${digits}%`}`);
      }
      const words = text.split(/\s+/).filter(Boolean);
      if (exactId === undefined) {
        conditions.push(
          and(
            ...words.map((word) =>
              or(
                containsFolded(users.firstnameFolded, word),
                containsFolded(users.lastnameFolded, word),
                ilike(users.email, `%${escapeLike(word.toLowerCase())}%`),
              )!,
            ),
          )!,
        );
      }
      const where = or(...conditions);
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      const rows = await db
        .select({
          id: users.id,
          firstname: users.firstname,
          lastname: users.lastname,
          email: users.email,
          phone: users.phone,
          avatarUpdatedAt: users.avatarUpdatedAt,
          suspendedAt: users.suspendedAt,
          roles: users.roles,
        })
        .from(users)
        .where(where)
        .orderBy(
          // The member with the number typed first, then by name.
          sql`case when ${users.id} = ${exactId ?? 0} then 0 else 1 end`,
          users.firstnameFolded,
          users.lastnameFolded,
          users.id,
        )
        .limit(limit);
      return {
        data: rows.map((row) => ({
          id: row.id,
          firstname: row.firstname,
          lastname: row.lastname,
          email: row.email,
          phone: row.phone,
          avatarUpdatedAt: row.avatarUpdatedAt?.toISOString() ?? null,
          suspended: row.suspendedAt !== null,
          staff: row.roles.some((role) => STAFF_ROLES.includes(role)),
        })),
        total,
      };
    },

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

    /**
     * Erases an account: what other modules keep of it (the erasers: tokens, verifications,
     * outbox), then the user row and, through the foreign keys, picked options, photo rows,
     * activities and matches. Returns the row so the caller can remove the user's files.
     */
    async remove(userId: number): Promise<UserRow | undefined> {
      const afterwards: AfterErasure[] = [];
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!row) return undefined;
        for (const erase of erasers) {
          const then = await erase(row, tx);
          if (then) afterwards.push(then);
        }
        await tx.delete(users).where(eq(users.id, userId));
        return row;
      });
      // The account is gone whatever happens here: a file left behind is an orphan, not a
      // reason to answer the erasure with an error.
      await Promise.allSettled(afterwards.map((then) => then()));
      return removed;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
