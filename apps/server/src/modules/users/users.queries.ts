import type { ContactKind } from '@app/contract/auth';
import { eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { escapeLike } from '../../lib/text-search.js';
import { userOptions, users } from './users.schema.js';
import {
  exportedView,
  loadUsers,
  personFace,
  type ExportedProfile,
  type PersonFace,
  type UserRow,
} from './users.view.js';
import { type UsersContext } from './users.context.js';

/**
 * Reading members: their views, and what other modules ask of them (names, faces, contacts,
 * realtime tokens, picked options, weight, the row itself).
 */
export function userQueries(ctx: UsersContext) {
  const { db, counters, publicView, publicViews, ownerView } = ctx;
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
  // The deck reads the member's interests on every call.
  const optionIdsByUser = db
    .select({ id: userOptions.optionId })
    .from(userOptions)
    .where(eq(userOptions.userId, sql.placeholder('userId')))
    .prepare('user_option_ids');
  // Every realtime publication to members reads their tokens.
  const wstokensByIds = db
    .select({ id: users.id, wstoken: users.wstoken })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('user_wstokens_by_ids');

  return {
    publicView,
    publicViews,
    ownerView,

    /** What the data export holds of the profile ("Descargar mis datos"), or undefined. */
    async exportFor(userId: number): Promise<ExportedProfile | undefined> {
      const loaded = (await loadUsers(db, ctx, [userId])).get(userId);
      if (!loaded) return undefined;
      return exportedView(loaded.row, loaded.public, await counters(userId));
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
      return new Map<number, PersonFace>(rows.map((row) => [row.id, personFace(row)]));
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

    /** These members' settings (`configurations`) and e-mail, for what is sent to them. */
    async settingsOf(
      ids: number[],
    ): Promise<Map<number, { email: string | null; configurations: Record<string, unknown> }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, email: users.email, configurations: users.configurations })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(
        rows.map((row) => [
          row.id,
          {
            email: row.email,
            configurations: (row.configurations ?? {}) as Record<string, unknown>,
          },
        ]),
      );
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
      const rows = await wstokensByIds.execute({ ids: [...new Set(ids)] });
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

    /** The options a user picked in the profile's list fields (interests, signs...). */
    async optionIdsOf(userId: number): Promise<number[]> {
      const rows = await optionIdsByUser.execute({ userId });
      return rows.map((row) => row.id);
    },

    /**
     * The weight a member gave (kg, private), or null: the calorie estimate's. Read through
     * `executor` when asked inside a transaction.
     */
    async weightOf(userId: number, executor: Db = db): Promise<number | null> {
      const [row] = await executor
        .select({ weightKg: users.weightKg })
        .from(users)
        .where(eq(users.id, userId));
      return row?.weightKg ?? null;
    },
  };
}
